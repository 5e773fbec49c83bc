export default definePageConfig({
  navigationBarTitleText: '添加养老金银行卡'
})
