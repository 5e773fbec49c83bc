export default definePageConfig({
  navigationBarTitleText: '第三方应用跳转'
})
