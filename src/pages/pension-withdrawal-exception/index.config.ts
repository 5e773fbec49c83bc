export default definePageConfig({
  navigationBarTitleText: '提取异常'
})
