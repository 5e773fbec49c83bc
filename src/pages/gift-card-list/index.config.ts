export default definePageConfig({
  navigationBarTitleText: '我的购物卡',
  enablePullDownRefresh: true
})
