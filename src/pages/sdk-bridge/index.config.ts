export default definePageConfig({
  navigationBarTitleText: '应用跳转'
})
