export default definePageConfig({
  navigationBarTitleText: '银行开户'
})
