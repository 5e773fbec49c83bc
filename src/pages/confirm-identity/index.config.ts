export default definePageConfig({
  navigationBarTitleText: '确认身份信息'
})
