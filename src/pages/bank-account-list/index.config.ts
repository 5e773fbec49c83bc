export default definePageConfig({
  navigationBarTitleText: '我的银行账户',
  enablePullDownRefresh: true
})
