export default definePageConfig({
  navigationBarTitleText: '订单支付'
})
