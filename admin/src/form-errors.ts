import type { FormInstance } from 'antd'
import { message } from 'antd'
import { ApiError } from './api'

/**
 * Shows a server refusal where it belongs: beside the field it names (errno 1001 `参数 <field> …`), else as a
 * message. `map` turns the server's field path into the form's when they differ.
 */
export function showError(
  err: unknown,
  form?: FormInstance,
  map: (p: Array<string | number>) => Array<string | number> = (p) => p
) {
  if (err instanceof ApiError && form && err.field) {
    const name = map(err.field)
    try {
      form.setFields([{ name, errors: [err.message] }])
      form.scrollToField(name)
    } catch {
      // A field the form does not show: the message below still says it.
    }
  }
  message.error(err instanceof Error ? err.message : String(err))
}
