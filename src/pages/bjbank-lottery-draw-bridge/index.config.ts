export default definePageConfig({
  navigationBarTitleText: '北京银行抽奖'
})
