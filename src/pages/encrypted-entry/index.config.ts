export default definePageConfig({
  navigationBarTitleText: '安全入口'
})
