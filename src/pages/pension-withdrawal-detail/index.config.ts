export default definePageConfig({
  navigationBarTitleText: '提取详情'
})
