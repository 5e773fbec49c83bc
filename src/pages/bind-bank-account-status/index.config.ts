export default definePageConfig({
  navigationBarTitleText: '银行账户绑定结果'
})
