import { Taro, resetTaro, respondWith } from './helpers/taro-mock'
import * as article from '../../src/services/api/article'
import * as catalogue from '../../src/services/api/catalogue'
import * as order from '../../src/services/api/order'
import * as esign from '../../src/services/api/esign'
import * as district from '../../src/services/api/district'
import * as express from '../../src/services/api/express'
import * as sms from '../../src/services/api/sms'
import * as app from '../../src/services/api/app'
import * as prize from '../../src/services/api/prize'
import * as address from '../../src/services/api/address'
import * as user from '../../src/services/api/user'
import * as cart from '../../src/services/api/cart'
import * as collect from '../../src/services/api/collect'
import * as jst from '../../src/services/api/jst'
import * as pension from '../../src/services/api/pension'
import * as pensionManage from '../../src/services/api/pension-manage'
import * as bank from '../../src/services/api/bank'
import * as giftcard from '../../src/services/api/giftcard'
import * as coupon from '../../src/services/api/coupon'
import * as points from '../../src/services/api/points'
import * as invoice from '../../src/services/api/invoice'
import * as message from '../../src/services/api/message'
import * as feedback from '../../src/services/api/feedback'

import { shopCases } from './api-cases/shop'
import { accountCases } from './api-cases/account'
import type { ApiCase } from './api-cases/types'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

/** Every call of spec section 7 (and ours). */
const cases: ApiCase[] = [...shopCases, ...accountCases]

beforeEach(() => {
  resetTaro()
  process.env.TARO_ENV = 'h5'
  process.env.TARO_APP_API_BASE = ''
  respondWith({ errno: 1, error: '', data: { ok: true } })
})

it.each(cases.map(([name, call, url, body]) => ({ name, call, url, body })))(
  '$name posts to $url',
  async ({ call, url, body }) => {
    await expect(call()).resolves.toEqual({ ok: true })
    expect(Taro.request).toHaveBeenCalledTimes(1)
    expect(Taro.request.mock.calls[0][0]).toMatchObject({ url, method: 'POST' })
    expect(Taro.request.mock.calls[0][0].data).toEqual(body)
  }
)

it('covers every exported call of every area module', () => {
  const modules = {
    article,
    catalogue,
    order,
    esign,
    district,
    express,
    sms,
    app,
    prize,
    address,
    user,
    cart,
    collect,
    jst,
    pension,
    pensionManage,
    bank,
    giftcard,
    coupon,
    points,
    invoice,
    message,
    feedback
  }
  const tested = new Set(cases.map(([name]) => name.split(' ')[0]))
  const exported = Object.entries(modules).flatMap(([area, mod]) =>
    Object.entries(mod)
      .filter(([, v]) => typeof v === 'function')
      .map(([name]) => `${area}.${name}`)
  )
  expect(exported.filter((name) => !tested.has(name))).toEqual([])
})

it('payOrder sends the channel option as Access-Channel', async () => {
  await order.payOrder({ order_no: 'N1', payway: 1 }, { channel: 'wxh5' })
  expect(Taro.request.mock.calls[0][0].header['Access-Channel']).toBe('wxh5')
})

it('login calls never raise the expired-session notice', async () => {
  respondWith({ errno: 1006, error: '未登录', data: null })
  await user.loginByPhone({ phone: '13800138000', verify_code: '1' }).catch(() => undefined)
  await new Promise((r) => setTimeout(r, 0))
  expect(Taro.showModal).not.toHaveBeenCalled()
})
