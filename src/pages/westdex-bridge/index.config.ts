export default definePageConfig({
  navigationBarTitleText: '合作方入口'
})
