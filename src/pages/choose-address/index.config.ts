export default definePageConfig({
  navigationBarTitleText: '选择收货地址'
})
