export default definePageConfig({
  navigationBarTitleText: '收票人信息'
})
