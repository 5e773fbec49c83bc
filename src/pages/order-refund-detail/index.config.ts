export default definePageConfig({
  navigationBarTitleText: '退款详情'
})
