/**
 * What the server bench reads and writes, made through the API like a shopper would: a shopper with an address,
 * orders (some paid and received, so the pension flow has rows) and cart lines (the flash sale: bench/flash.ts).
 */

interface Envelope<T> {
  errno: number
  error: string
  data: T
}

export class Api {
  constructor(readonly base: string) {}

  async call<T>(path: string, body: unknown = {}, token?: string): Promise<Envelope<T>> {
    const res = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body)
    })
    return (await res.json()) as Envelope<T>
  }

  async post<T>(path: string, body: unknown = {}, token?: string): Promise<T> {
    const env = await this.call<T>(path, body, token)
    if (env.errno !== 1) throw new Error(`${path}: errno ${env.errno} ${env.error}`)
    return env.data
  }
}

let phoneSeq = 0
const nextPhone = () => `139${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(5, '0')}`

export async function login(api: Api, phone = nextPhone()): Promise<string> {
  await api.post('/api/service/sms/sendcode', { phone, ch_id: 1 })
  const outbox = await api.post<{ list: Array<{ code: string }> }>('/api/dev/sms-outbox', { phone })
  const res = await api.post<{ token: string }>('/api/v1/user/phonelogin', { phone, verify_code: outbox.list[0].code })
  return res.token
}

type District = { id: string; name: string; has_children: boolean }

/** A real province -> city -> area chain from the server's own district data. */
export async function districtChain(api: Api): Promise<[District, District, District]> {
  const provinces = await api.post<District[]>('/api/service/district/list')
  for (const province of provinces) {
    const cities = await api.post<District[]>('/api/service/district/next', { id: province.id })
    if (!cities[0]?.has_children) continue
    const areas = await api.post<District[]>('/api/service/district/next', { id: cities[0].id })
    return [province, cities[0], areas[0]]
  }
  throw new Error('no province -> city -> area chain in the district data')
}

export async function addAddress(api: Api, token: string, chain: [District, District, District]) {
  const [province, city, area] = chain
  const body = { name: '压测', phone: '13800138000', detail: '中山路 1 号', is_default: true }
  const codes = { province_code: province.id, city_code: city.id, area_code: area.id }
  return (await api.post<{ id: number }>('/api/v1/addr/add', { ...body, ...codes }, token)).id
}

async function placeOrder(api: Api, token: string, addrId: number, items: unknown[], extra = {}) {
  const body = { items, addr_id: addrId, ...extra }
  const { confirm_token } = await api.post<{ confirm_token: string }>('/api/v1/order/confirm', body, token)
  return api.post<{ id: number; order_no: string }>('/api/v1/order/create', { ...body, confirm_token }, token)
}

export interface Shopper {
  token: string
  skuIds: number[]
  orderIds: number[]
  activity: { sku_id: number; activity_id: number } | null
  districtId: string
  notes: string[]
}

/** A shopper with `orders` orders (the first few paid with the welcome card, shipped and received) and a cart. */
export async function prepareShopper(api: Api, orders = 12): Promise<Shopper> {
  const token = await login(api)
  const search = await api.post<{ list: Array<{ sku_id: number; kind: number | null }>; total: number }>(
    '/api/v1/goods/search',
    { page: 1, page_size: 30, sort: 'price_asc' }
  )
  const skuIds = search.list.map((g) => g.sku_id)
  const chain = await districtChain(api)
  const addrId = await addAddress(api, token, chain)
  const notes = [`catalogue: ${search.total} goods`]
  const orderIds: number[] = []
  let received = 0
  for (let i = 0; i < orders; i++) {
    try {
      const o = await placeOrder(api, token, addrId, [{ sku_id: skuIds[i % skuIds.length], qty: 1 }])
      orderIds.push(o.id)
      if (i < 4) {
        const cards = await api.post<{ list: Array<{ user_freeca_id: number }> }>('/api/v1/freeca/list', {}, token)
        const card = cards.list[0].user_freeca_id
        await api.post('/api/v1/order/pay', { order_no: o.order_no, payway: 4, user_freeca_id: card }, token)
        await api.post('/api/dev/order/ship', { order_no: o.order_no })
        await api.post('/api/v1/order/recvconfirm', { id: o.id }, token)
        received++
      }
    } catch (err) {
      notes.push(`order ${i + 1}: ${(err as Error).message}`)
    }
  }
  for (const skuId of skuIds.slice(0, 5)) await api.call('/api/v1/cart/add', { sku_id: skuId, qty: 1 }, token)
  const home = await api.post<{ goods_activities: Array<{ sku_id: number; activities: Array<{ id: number }> }> }>(
    '/api/v1/app/home'
  )
  const withActivity = home.goods_activities.find((g) => g.activities.length)
  notes.push(`personal reads: a shopper with ${orderIds.length} orders (${received} received), 5 cart lines`)
  return {
    token,
    skuIds,
    orderIds,
    activity: withActivity ? { sku_id: withActivity.sku_id, activity_id: withActivity.activities[0].id } : null,
    districtId: chain[0].id,
    notes
  }
}
