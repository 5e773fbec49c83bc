export default definePageConfig({
  navigationBarTitleText: '发票列表',
  enablePullDownRefresh: true
})
