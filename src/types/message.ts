/** Message centre and service feedback (message-list, service-feedback pages). Times are unix seconds. */

export interface MessageItem {
  id: number
  /** system | order | pension */
  type: string
  title: string
  content: string
  is_read: boolean
  created_at: number
}

/** /message/list */
export interface MessageList {
  list: MessageItem[]
  total: number
  page: number
  page_size: number
  unread: number
}

/** /message/readall: how many were marked read now. */
export interface MessageReadAll {
  marked: number
  unread: number
}

/** /message/unread */
export interface MessageUnread {
  count: number
}

export interface FeedbackItem {
  id: number
  content: string
  images: string[]
  contact: string
  /** 0 pending, 1 replied */
  status: number
  reply: string
  created_at: number
}

/** /feedback/list */
export interface FeedbackList {
  list: FeedbackItem[]
  total: number
  page: number
  page_size: number
}
