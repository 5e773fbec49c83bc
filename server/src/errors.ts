import { ERRNO } from '@contract/errno'

export { ERRNO }

/** A refusal the client should see: errno + a message a shopper can read. */
export class AppError extends Error {
  constructor(
    public errno: number,
    message: string,
    public data: unknown = null
  ) {
    super(message)
  }
}

export const invalid = (field: string, why = '格式不正确') => new AppError(ERRNO.INVALID_PARAM, `参数 ${field} ${why}`)
export const notFound = (what = '记录') => new AppError(ERRNO.NOT_FOUND, `${what}不存在`)
export const conflict = (message: string) => new AppError(ERRNO.CONFLICT, message)
export const sessionExpired = () => new AppError(ERRNO.SESSION_EXPIRED, '登录状态已过期，请重新登录')
