export default definePageConfig({
  navigationBarTitleText: '应用入口'
})
