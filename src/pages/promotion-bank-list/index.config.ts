export default definePageConfig({
  navigationBarTitleText: '开户银行列表'
})
