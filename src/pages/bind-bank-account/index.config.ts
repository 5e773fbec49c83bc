export default definePageConfig({
  navigationBarTitleText: '绑定银行账户'
})
