export default definePageConfig({
  navigationBarTitleText: '第三方开户'
})
