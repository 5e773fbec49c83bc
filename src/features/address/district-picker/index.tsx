import { useEffect, useRef, useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import ErrorState from '@/components/error-state'
import Loading from '@/components/loading'
import type { DistrictItem } from '@contract/schemas/district'
import { loadDistricts } from './district-cache'
import { districtPath, valueFromPath, type DistrictValue } from './value'
import './index.scss'

export { clearDistrictCache, loadDistricts } from './district-cache'
export { districtCodes, districtFromAddress, districtPath, districtText } from './value'
export type { DistrictRef, DistrictValue } from './value'

export interface DistrictPickerProps {
  visible: boolean
  /** The current place: the sheet opens on its last level with it marked. */
  value?: DistrictValue | null
  title?: string
  /** Called once the last level is picked; the sheet then closes through onClose. */
  onConfirm: (value: DistrictValue) => void
  onClose: () => void
}

/** Province, city, area. */
const LEVELS = 3

type ListState =
  | { parent: string | null; status: 'loading' }
  | { parent: string | null; status: 'ready'; items: DistrictItem[] }
  | { parent: string | null; status: 'error'; message: string }

function errorText(err: unknown): string {
  const message = (err as Error)?.message
  return typeof message === 'string' && /[\u4e00-\u9fa5]/.test(message) ? message : '地区加载失败，请稍后重试'
}

/** One level's list, loaded when the sheet shows it; a result for a level no longer shown is dropped. */
function useDistrictList(visible: boolean, parent: string | null) {
  const [state, setState] = useState<ListState>({ parent, status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!visible) return
    let live = true
    setState({ parent, status: 'loading' })
    loadDistricts(parent).then(
      (items) => live && setState({ parent, status: 'ready', items }),
      (err: unknown) => live && setState({ parent, status: 'error', message: errorText(err) })
    )
    return () => {
      live = false
    }
  }, [visible, parent, attempt])
  const current: ListState = state.parent === parent ? state : { parent, status: 'loading' }
  return { state: current, retry: () => setAttempt((n) => n + 1) }
}

function pathFromValue(value: DistrictValue | null | undefined): DistrictItem[] {
  if (!value) return []
  const nodes = districtPath(value)
  return nodes.map((d, i) => ({ id: d.code, name: d.name, has_children: i < nodes.length - 1 }))
}

/** A bottom sheet picking province -> city -> area over /district/list and /district/next, one level at a time. */
export default function DistrictPicker({
  visible,
  value,
  title = '选择地区',
  onConfirm,
  onClose
}: DistrictPickerProps) {
  const [path, setPath] = useState<DistrictItem[]>([])
  const [active, setActive] = useState(0)
  // The value is read when the sheet opens; later changes from the page do not move the user's place.
  const valueRef = useRef(value)
  valueRef.current = value

  useEffect(() => {
    if (!visible) return
    const start = pathFromValue(valueRef.current)
    setPath(start)
    setActive(Math.max(0, start.length - 1))
  }, [visible])

  const parent = active === 0 ? null : (path[active - 1]?.id ?? null)
  const { state, retry } = useDistrictList(visible, parent)
  const last = path[path.length - 1]
  const open = path.length < LEVELS && (!last || last.has_children)
  const tabs = open ? [...path.map((d) => d.name), '请选择'] : path.map((d) => d.name)
  const picked = path[active]?.id

  const pick = (item: DistrictItem) => {
    const next = [...path.slice(0, active), item]
    setPath(next)
    if (item.has_children && next.length < LEVELS) {
      setActive(next.length)
      return
    }
    onConfirm(valueFromPath(next))
    onClose()
  }

  return (
    <Popup visible={visible} position='bottom' round closeable={false} onClose={onClose}>
      <View className='district-picker' role='dialog' aria-label={title}>
        <View className='district-picker__header'>
          <Text className='district-picker__title'>{title}</Text>
          <View className='district-picker__close' role='button' aria-label='关闭' onClick={onClose}>
            <Text aria-hidden='true'>×</Text>
          </View>
        </View>
        <View className='district-picker__tabs' role='tablist'>
          {tabs.map((name, i) => (
            <View
              key={`${i}-${name}`}
              className={`district-picker__tab${i === active ? ' district-picker__tab--active' : ''}`}
              role='tab'
              aria-selected={i === active}
              onClick={() => setActive(i)}
            >
              {name}
            </View>
          ))}
        </View>
        <ScrollView className='district-picker__body' scrollY>
          {state.status === 'loading' && <Loading block />}
          {state.status === 'error' && <ErrorState message={state.message} onRetry={retry} />}
          {state.status === 'ready' && (
            <View className='district-picker__list' role='listbox' aria-label={tabs[active]}>
              {state.items.map((item) => (
                <View
                  key={item.id}
                  className={`district-picker__option${item.id === picked ? ' district-picker__option--picked' : ''}`}
                  role='option'
                  aria-selected={item.id === picked}
                  onClick={() => pick(item)}
                >
                  <Text className='district-picker__name'>{item.name}</Text>
                  {item.id === picked && (
                    <Text className='district-picker__check' aria-hidden='true'>
                      ✓
                    </Text>
                  )}
                </View>
              ))}
            </View>
          )}
        </ScrollView>
      </View>
    </Popup>
  )
}
