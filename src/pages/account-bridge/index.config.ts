export default definePageConfig({
  navigationBarTitleText: '账户跳转'
})
