/**
 * The operator's customer-service contact, shown on customer-service. The number is a placeholder
 * until the operator sets theirs here.
 */
export const SERVICE_CONTACT = {
  phone: '400-800-8888',
  hours: '每天 9:00-21:00（法定节假日除外）',
  /** How soon feedback is answered, shown beside the feedback entry. */
  feedbackReply: '我们会在 1 个工作日内回复'
} as const
