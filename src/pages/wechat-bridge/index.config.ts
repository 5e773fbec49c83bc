export default definePageConfig({
  navigationBarTitleText: '微信授权'
})
