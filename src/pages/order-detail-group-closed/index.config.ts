export default definePageConfig({
  navigationBarTitleText: '拼团已结束'
})
