export default definePageConfig({
  navigationBarTitleText: '商品分类'
})
