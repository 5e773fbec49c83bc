/** The SMS contract the console sandbox and the real gateways implement: docs/providers.md. */

/** A gateway refusal (quota, blacklisted number, outage): the caller turns it into SMS_SEND_FAILED. */
export class SmsSendError extends Error {}

export interface SmsOutboxItem {
  code: string
  created_at: number
}

/** Sends verification codes. Real gateways (Aliyun, Tencent Cloud) plug in behind the same interface. */
export interface SmsProvider {
  readonly name: string
  /** Resolves once the gateway accepted the message; rejects with SmsSendError when it refused. */
  sendCode(phone: string, code: string): Promise<void>
  /**
   * A notice through an approved template (docs/operations.md, Notices): `params` in the template's order, each
   * named (Aliyun fills `${name}`, Tencent takes the values in order). Rejects with SmsSendError when refused.
   */
  sendNotice?(phone: string, templateId: string, params: Array<[string, string]>): Promise<void>
  /** Sandbox only: the notices sent to a phone, newest first. */
  notices?(phone: string): Promise<Array<{ template: string; params: Record<string, string>; created_at: number }>>
  /** Sandbox only: what was sent to a phone, newest first (the gateway's own log, not our database). */
  outbox?(phone: string): Promise<SmsOutboxItem[]>
}
