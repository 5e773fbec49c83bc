export default definePageConfig({
  navigationBarTitleText: '兑换结果'
})
