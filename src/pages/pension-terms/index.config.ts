export default definePageConfig({
  navigationBarTitleText: '养老金服务协议'
})
