export default definePageConfig({
  navigationBarTitleText: '电子签约结果'
})
