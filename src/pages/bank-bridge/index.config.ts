export default definePageConfig({
  navigationBarTitleText: '银行跳转'
})
