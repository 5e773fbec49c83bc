export default definePageConfig({
  navigationBarTitleText: '养老金账户绑定结果'
})
