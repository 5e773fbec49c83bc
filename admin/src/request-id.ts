import { Modal } from 'antd'

/**
 * The id a money or issuing dialog sends with every try (server: admin/once.ts): made once when the dialog opens,
 * so a double click or a retry after a lost answer is carried out once. getRandomValues works without HTTPS.
 */
export function newRequestId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The second confirmation of a money action: resolves true when the operator confirms. */
export const confirmed = (title: string, content: string, okText = '确认') =>
  new Promise<boolean>((resolve) =>
    Modal.confirm({ title, content, okText, onOk: () => resolve(true), onCancel: () => resolve(false) })
  )
