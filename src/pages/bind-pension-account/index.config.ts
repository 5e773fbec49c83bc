export default definePageConfig({
  navigationBarTitleText: '绑定养老金账户'
})
