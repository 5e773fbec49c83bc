export default definePageConfig({
  navigationBarTitleText: '选择养老金银行'
})
