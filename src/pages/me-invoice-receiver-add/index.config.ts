export default definePageConfig({
  navigationBarTitleText: '添加收票人'
})
