import { resetTaro } from './helpers/taro-mock'
import { STORE_KEYS } from '../../src/constants/storage-keys'
import { useAmountsStore } from '../../src/stores/amounts'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

/** The pension overview's hide-amount choice (src/stores/amounts.ts), kept through the one storage adapter. */
const restart = () => {
  let store: typeof import('../../src/stores/amounts') | undefined
  jest.isolateModules(() => {
    store = require('../../src/stores/amounts')
  })
  return store!.useAmountsStore.getState()
}

beforeEach(() => {
  resetTaro()
  process.env.TARO_ENV = 'h5'
  localStorage.clear()
  useAmountsStore.setState({ hidden: false })
})

it('shows amounts until the shopper hides them, and remembers the choice at the next start', () => {
  expect(restart().hidden).toBe(false)
  useAmountsStore.getState().toggleHidden()
  expect(useAmountsStore.getState().hidden).toBe(true)
  expect(STORE_KEYS.amounts).toBe('mili-mall:amounts')
  expect(JSON.parse(localStorage.getItem(STORE_KEYS.amounts) as string)).toEqual({ data: { hidden: true } })
  expect(restart().hidden).toBe(true)
})

it('a corrupted stored value shows the amounts', () => {
  localStorage.setItem(STORE_KEYS.amounts, JSON.stringify({ data: { hidden: 'yes' } }))
  expect(restart().hidden).toBe(false)
})
