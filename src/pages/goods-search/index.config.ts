export default definePageConfig({
  navigationBarTitleText: '商品搜索'
})
