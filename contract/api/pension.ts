import { Type } from '@sinclair/typebox'
import { ID_NO_PATTERN, MIN_EXCHANGE_POINTS, NAME_PATTERN, WITHDRAW_MIN_CENTS } from '../rules'
import {
  BankList,
  BankListV2,
  BankPreCheck,
  BankProtocol,
  BankSelection,
  BoundCard,
  OpaInfo,
  OpenQuery,
  OpenUrl,
  SmallAmountChecked,
  SmallAmountSent
} from '../schemas/bank'
import {
  AuthResult,
  AuthStart,
  EsignState,
  FddAccount,
  FddAuthResult,
  FddSignResult,
  ProviderPage,
  SavedIdentity
} from '../schemas/esign'
import {
  BankNoCheck,
  FlowMonthList,
  FlowPage,
  PensionCheck,
  PensionExchange,
  PensionInfo,
  PensionManageInfo,
  PensionMonthStatement,
  PensionOpened,
  PensionStatement,
  ScanGift,
  Withdrawal,
  WithdrawalDetail,
  WithdrawalPage
} from '../schemas/pension'
import { PrizeActivityInfo, PrizeAddressSaved, PrizeDrawResult, PrizeSignup } from '../schemas/prize'
import { Id, PagingFields, Phone } from '../schemas/request'
import { rawRoute, route } from './route'

const Int = (min: number, max: number) => Type.Integer({ minimum: min, maximum: max })
const Opt = Type.Optional
const CardNo = Type.String({ pattern: '^\\d{12,19}$' })

/** The pension account and the scan gift; amounts are integer cents; prefix /api/v1. */
export const pensionRoutes = {
  // No body schema: the app posts nothing (or anything) to these reads.
  '/pensionaccount/info2': route(PensionInfo),
  '/pensionaccount/flow2': route(FlowPage, {
    body: Type.Object({
      y: Opt(Int(2000, 2100)),
      m: Opt(Int(1, 12)),
      type: Opt(Int(0, 3)),
      status: Opt(Int(0, 3)),
      scope: Opt(Int(0, 2)),
      ...PagingFields
    })
  }),
  '/pensionaccount/monthes': route(FlowMonthList),
  '/pensionaccount/check': route(PensionCheck),
  '/pensionaccount/open': route(PensionOpened),
  '/pensionaccount/selection': route(BankSelection, {
    body: Type.Object({ bank_id: Opt(Int(1, 9999)), bankId: Opt(Int(1, 9999)) })
  }),
  '/pensionaccount/checkbankno': route(BankNoCheck, { body: Type.Object({ bank_no: CardNo }) }),
  '/pensionaccount/bindcardno': route(BoundCard, {
    body: Type.Object({
      card_no: CardNo,
      phone: Opt(Phone),
      verify_code: Opt(Type.String({ pattern: '^\\d{4,8}$' })),
      otp_order_no: Opt(Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }))
    })
  }),
  '/pensionaccount/opa': route(OpaInfo, { body: Type.Object({ opa_id: Opt(Id), opaId: Opt(Id) }) }),
  '/pensionaccount/exchangepension': route(PensionExchange, {
    body: Type.Object({ points: Int(MIN_EXCHANGE_POINTS, 100_000_000) })
  }),
  '/pensionaccount/apply': route(Withdrawal, {
    body: Type.Object({
      amount: Int(WITHDRAW_MIN_CENTS, 1_000_000_000),
      // The SMS code sent to the account's phone (server/src/pension/pension-withdraw.ts applyWithdrawal).
      verify_code: Type.String({ pattern: '^\\d{6}$' })
    })
  }),
  '/pensionaccount/applylist': route(WithdrawalPage, { body: Type.Object(PagingFields) }),
  '/pensionaccount/applyinfo': route(WithdrawalDetail, { body: Type.Object({ id: Id }) }),
  '/wechat/scanpension': route(ScanGift, {
    body: Type.Object({ code: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }), get: Opt(Int(0, 1)) })
  })
}

const month = { y: Int(2000, 2100), m: Int(1, 12) }

/** Pension management: monthly statements over the cashback flows; prefix /api/v1. */
export const pensionManageRoutes = {
  '/pensionmanage/info': route(PensionManageInfo),
  '/pensionmanage/list': route(PensionMonthStatement, {
    body: Type.Object({ ...month, type: Type.Optional(Int(0, 3)) })
  }),
  '/pensionmanage/apply': route(PensionStatement, { body: Type.Object(month) })
}

const BankIdParam = Type.Integer({ minimum: 1, maximum: 9999 })

/** Partner banks (the lists and the protocol are public); prefix /api. */
export const bankRoutes = {
  '/pension/account/banklist': route(BankList),
  '/pension/account/banklistv2': route(BankListV2, {
    body: Type.Object({ opaId: Type.Optional(Id), opa_id: Type.Optional(Id) })
  }),
  '/pension/account/openurl': route(OpenUrl, { body: Type.Object({ bankId: BankIdParam, opa_id: Type.Optional(Id) }) }),
  '/pension/account/queryopen': route(OpenQuery, {
    body: Type.Object({
      bankId: BankIdParam,
      businessNo: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }),
      opa_id: Type.Optional(Id)
    })
  }),
  // With phone and card_no it is also the OTP step of a bank that confirms card bindings itself (pingan).
  '/pension/account/pre': route(BankPreCheck, {
    body: Type.Object({ bankId: BankIdParam, phone: Type.Optional(Phone), card_no: Type.Optional(CardNo) })
  }),
  '/pension/account/querycard': route(BoundCard),
  '/pension/account/gfprotocol': route(BankProtocol, { body: Type.Object({ bankId: Type.Optional(BankIdParam) }) }),
  '/pension/account/logo/:file': rawRoute('image/svg+xml', {
    params: Type.Object({ file: Type.String({ maxLength: 16 }) })
  })
}

const Flag = Type.Integer({ minimum: 0, maximum: 1 })
const ReturnUrl = Type.String({ minLength: 1, maxLength: 500 })
const Identity = Type.Object({
  name: Type.String({ minLength: 2, maxLength: 20, pattern: NAME_PATTERN }),
  idNo: Type.String({ pattern: ID_NO_PATTERN })
})

/** E-sign (fdd) and identity verification; prefix /api/v1. */
export const esignRoutes = {
  '/user/fddcreateaccount': route(FddAccount, { body: Identity }),
  '/user/fddauth': route(ProviderPage, {
    body: Type.Object({
      identity_id: Type.String({ minLength: 1, maxLength: 40 }),
      is_mini_program: Opt(Flag),
      return_url: Opt(ReturnUrl)
    })
  }),
  '/user/fddsign': route(ProviderPage, {
    body: Type.Object({
      sign_verify_way: Opt(Type.Integer({ minimum: 0, maximum: 9 })),
      open_environment: Opt(Type.Integer({ minimum: 0, maximum: 9 })),
      return_url: Opt(ReturnUrl)
    })
  }),
  '/user/fddauthresult': route(FddAuthResult),
  '/user/fddsignresult': route(FddSignResult),
  '/user/auth': route(AuthStart, {
    body: Type.Object({
      type: Opt(Type.Integer({ minimum: 0, maximum: 2 })),
      return_url: Opt(ReturnUrl),
      is_mini_program: Opt(Flag)
    })
  }),
  '/user/authresult': route(AuthResult, {
    body: Type.Object({ transaction_no: Opt(Type.String({ pattern: '^[A-Za-z0-9]{1,40}$' })) })
  }),
  '/user/esign': route(EsignState, { body: Type.Object({ mp: Opt(Flag) }) }),
  '/user/saveidentity': route(SavedIdentity, { body: Identity })
}

/** The corporate small-amount check of the bound card (1-99 cents); prefix /api/v1. */
export const jstRoutes = {
  '/jst/bindsmallamountwithcheckcorp': route(SmallAmountSent),
  '/jst/checkamountwithcorp': route(SmallAmountChecked, {
    body: Type.Object({ amount: Type.Integer({ minimum: 1, maximum: 99 }) })
  })
}

const Text = (max: number) => Type.Optional(Type.String({ minLength: 1, maxLength: max }))

/** Prize draws, the opened-an-account lottery included; prefix /api/v1. */
export const prizeRoutes = {
  '/prizedrawactivity/info': route(PrizeActivityInfo, { body: Type.Object({ activity_id: Type.Optional(Id) }) }),
  '/prizedrawactivity/signup': route(PrizeSignup, { body: Type.Object({ activity_id: Id }) }),
  '/prizedrawactivity/result': route(PrizeDrawResult, { body: Type.Object({ activity_id: Type.Optional(Id) }) }),
  '/prizedrawactivity/setaddress': route(PrizeAddressSaved, {
    body: Type.Object({
      activity_id: Id,
      addr_id: Type.Optional(Id),
      name: Text(20),
      phone: Type.Optional(Phone),
      province: Text(40),
      city: Text(40),
      area: Text(40),
      detail: Text(120)
    })
  })
}

const Str = Type.Optional(Type.String({ maxLength: 200 }))
const Settled = Type.Object({ settled: Type.Number(), deposited: Type.Number() })

/** The sandbox providers' pages (development and demo only); prefix /sandbox. */
export const sandboxRoutes = {
  '/bank/open': rawRoute('text/html', { querystring: Type.Object({ businessNo: Str }) }),
  'POST /bank/open': rawRoute('text/html', {
    body: Type.Object({ businessNo: Str, name: Str, idNo: Str, phone: Str, cardNo: Str, action: Str })
  }),
  '/bank/sms': rawRoute('text/html', { querystring: Type.Object({ phone: Str }) }),
  '/bank/statement': rawRoute('text/html', { querystring: Type.Object({ cardNo: Str }) }),
  '/esign/auth': rawRoute('text/html', { querystring: Type.Object({ transactionNo: Str }) }),
  '/esign/sign': rawRoute('text/html', { querystring: Type.Object({ transactionNo: Str }) }),
  '/esign/complete': rawRoute('text/html', { body: Type.Object({ transactionNo: Str, action: Str }) }),
  // Development only: run the pension jobs now instead of waiting for their timers. With withdrawal_id only that
  // application is approved (journeys run side by side).
  '/pension/run-jobs': route(
    Type.Object({ settle: Settled, withdraw: Type.Object({ reviewed: Type.Number(), finished: Type.Number() }) }),
    { body: Type.Object({ withdrawal_id: Type.Optional(Type.Integer({ minimum: 1 })) }) }
  ),
  // The after-sale window of one order ends now: its cashback settles (and deposits when the account is bound).
  '/pension/settle': route(Settled, {
    body: Type.Object({ order_no: Type.String({ minLength: 1, maxLength: 32 }) })
  })
}

/** Documents served as pages (outside /api), in production too; prefix /doc. */
export const docRoutes = {
  '/bank/protocol': rawRoute('text/html', { querystring: Type.Object({ bankId: Type.Optional(Id) }) })
}
