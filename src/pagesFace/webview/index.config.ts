export default definePageConfig({
  navigationBarTitleText: '身份核验'
})
