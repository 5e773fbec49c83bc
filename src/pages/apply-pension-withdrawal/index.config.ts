export default definePageConfig({
  navigationBarTitleText: '申请养老金提取'
})
