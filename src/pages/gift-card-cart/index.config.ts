export default definePageConfig({
  navigationBarTitleText: '购物卡购物车'
})
