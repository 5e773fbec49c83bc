export default definePageConfig({
  navigationBarTitleText: '微信绑定'
})
