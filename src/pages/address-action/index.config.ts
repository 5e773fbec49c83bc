export default definePageConfig({
  navigationBarTitleText: '编辑收货地址'
})
