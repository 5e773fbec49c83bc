export default definePageConfig({
  navigationBarTitleText: '扫码领养老金'
})
