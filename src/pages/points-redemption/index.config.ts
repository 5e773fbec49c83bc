export default definePageConfig({
  navigationBarTitleText: '积分兑换',
  enablePullDownRefresh: true
})
