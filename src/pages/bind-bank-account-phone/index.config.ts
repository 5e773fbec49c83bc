export default definePageConfig({
  navigationBarTitleText: '验证银行预留手机号'
})
