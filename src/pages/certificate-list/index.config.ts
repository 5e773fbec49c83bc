export default definePageConfig({
  navigationBarTitleText: '我的证书',
  enablePullDownRefresh: true
})
