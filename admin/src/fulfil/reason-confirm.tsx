import { Input, Modal } from 'antd'

/**
 * The second confirmation of a money or refusal action: names what happens, and (when `reason` is asked) takes the
 * reason the shopper will read. Resolves once the action succeeded; the dialog stays open on a refusal.
 */
export function confirmAction(opts: {
  title: string
  content: string
  okText: string
  reason?: string
  danger?: boolean
  run: (reason: string) => Promise<unknown>
}) {
  let reason = ''
  Modal.confirm({
    title: opts.title,
    okText: opts.okText,
    okButtonProps: { danger: opts.danger },
    content: (
      <>
        <p>{opts.content}</p>
        {opts.reason && (
          <Input.TextArea
            aria-label={opts.reason}
            placeholder={`${opts.reason}（必填，用户可见）`}
            maxLength={100}
            onChange={(e) => (reason = e.target.value)}
          />
        )}
      </>
    ),
    onOk: () => opts.run(reason)
  })
}
