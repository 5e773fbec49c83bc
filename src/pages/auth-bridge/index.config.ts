export default definePageConfig({
  navigationBarTitleText: '认证结果'
})
