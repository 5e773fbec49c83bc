export default definePageConfig({
  navigationBarTitleText: '验证新手机号'
})
