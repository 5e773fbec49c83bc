/** User-facing texts the spec quotes (its Chinese wording), kept in one place so tests can import them. */
export const MSG = {
  sessionExpired: '登录状态已过期',
  requestTimeout: '网络连接超时，请稍后重试',
  networkError: '网络连接失败，请检查网络后重试',
  serverError: '服务器开小差了，请稍后重试',
  badResponse: '服务器返回的数据无法识别',
  loading: '加载中',
  confirmTitle: '确认操作',
  confirm: '确定',
  cancel: '取消',
  noticeTitle: '提示',
  updateTitle: '更新提示',
  updateContent: '新版本已经准备好，是否重启应用？',
  noFileUploaded: 'No file uploaded'
} as const
