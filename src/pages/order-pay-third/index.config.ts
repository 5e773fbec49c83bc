export default definePageConfig({
  navigationBarTitleText: '第三方支付'
})
