export default definePageConfig({
  navigationBarTitleText: '开户抽奖'
})
