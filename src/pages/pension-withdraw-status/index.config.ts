export default definePageConfig({
  navigationBarTitleText: '提取结果'
})
