export default definePageConfig({
  navigationBarTitleText: '我的发票'
})
