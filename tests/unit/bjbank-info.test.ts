import { bjbankActivity } from '@/pages/bjbank-lottery-draw-bridge/index'
import { OPEN_ACCOUNT_KEYS } from '@/constants/storage-keys'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'

describe('bjbank info (open-account session key) on the lottery bridge', () => {
  beforeEach(() => {
    window.sessionStorage.clear()
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 't', uid: 5 })
  })
  afterEach(() => useAuthStore.setState({ ...AUTH_DEFAULTS }))

  it("writes the bank link's activity and business number, and reads them back for a link without them", () => {
    expect(bjbankActivity({ activity_id: '12', businessNo: 'BJ001' }, 5)).toBe(12)
    const stored = Object.keys(window.sessionStorage).filter((k) => k.includes('bjbank_info'))
    expect(stored.length).toBe(1)
    expect(window.sessionStorage.getItem(stored[0])).toContain('BJ001')
    expect(bjbankActivity({}, 5)).toBe(12)
    // The link's own activity wins and replaces the saved one.
    expect(bjbankActivity({ activityId: '30' }, 5)).toBe(30)
    expect(bjbankActivity({}, 5)).toBe(30)
  })

  it("never hands one account's bank info to another", () => {
    bjbankActivity({ activity_id: '12' }, 5)
    expect(bjbankActivity({}, 6)).toBe(0)
    window.sessionStorage.clear()
    expect(bjbankActivity({}, 5)).toBe(0)
    expect(OPEN_ACCOUNT_KEYS.bjbankInfo).toMatch(/bjbank_info$/)
  })
})
