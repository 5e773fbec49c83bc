export default definePageConfig({
  navigationBarTitleText: '养老金账户',
  enablePullDownRefresh: true
})
