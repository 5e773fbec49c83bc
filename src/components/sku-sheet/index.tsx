import { Text, View } from '@tarojs/components'
import { Button, InputNumber, Popup } from '@nutui/nutui-react-taro'
import { Close } from '@nutui/icons-react-taro'
import { useEffect, useMemo, useRef, useState } from 'react'
import Price from '@/components/price'
import type { ActivityKind, GoodsSku } from '@contract/schemas/goods'
import {
  clampQuantity,
  findSku,
  initialSelection,
  missingSpecsText,
  optionState,
  quantityBounds,
  skuOffer,
  stockText,
  toggleOption,
  type SpecGroup,
  type SpecSelection
} from './sku-logic'
import './index.scss'
import GoodsImage from '@/components/goods-image'

export * from './sku-logic'

export interface SkuSheetAction {
  text: string
  /** NutUI button type; the last action is usually 'primary'. */
  type?: 'default' | 'primary' | 'info' | 'success' | 'warning' | 'danger'
  onClick: (sku: GoodsSku, qty: number) => void
}

/** The parts of /goods/info the sheet reads. */
export interface SkuSheetGoods {
  title: string
  images?: string[]
  /** The goods' pictures (main first), sized by the image helper. */
  pictures?: string[]
  specs: SpecGroup[]
  skus: GoodsSku[]
  /** The SKU the page shows; chosen first when it can be bought. */
  sku_id?: number
}

export interface SkuSheetProps {
  visible: boolean
  onClose: () => void
  goods: SkuSheetGoods
  /** Preselect this SKU instead of goods.sku_id (e.g. a cart line's current SKU). */
  skuId?: number
  /** Buy within a running activity of this kind (flash 1, group 2): its price, stock and limit. */
  activityKind?: ActivityKind | null
  /** The buttons at the bottom, e.g. 加入购物车 + 立即购买 on goods-info, 确定 in the cart. */
  actions: SkuSheetAction[]
  /** Starting quantity (kept within the bounds). */
  defaultQty?: number
  /** Every change of the chosen SKU (null while incomplete) or quantity, e.g. to show '已选' on the page. */
  onChange?: (sku: GoodsSku | null, qty: number) => void
  /**
   * 到货提醒: when given, sold-out options can be chosen, and a chosen SKU with no stock shows this one action (its
   * text the reminder's state) instead of dead buttons. Regular mode only: in an activity's mode an option is out
   * because the activity is, not the goods.
   */
  soldOutAction?: (sku: GoodsSku) => SkuSheetAction
}

/**
 * NutUI's stepper draws icon-only buttons and an unlabelled input: name them for screen readers.
 * H5 only; mini programs read the native controls differently and have no such DOM to patch.
 */
function useStepperNames(visible: boolean) {
  const ref = useRef<{ querySelector?: (s: string) => { setAttribute: (k: string, v: string) => void } | null }>(null)
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5' || !visible) return
    const root = ref.current
    if (!root?.querySelector) return
    const names: Array<[string, string, string | null]> = [
      ['.nut-inputnumber-input', '购买数量', null],
      ['.nut-inputnumber-minus', '减少数量', 'button'],
      ['.nut-inputnumber-add', '增加数量', 'button']
    ]
    for (const [selector, label, role] of names) {
      const el = root.querySelector(selector)
      el?.setAttribute('aria-label', label)
      if (role) el?.setAttribute('role', role)
    }
  })
  return ref
}

/** Bottom sheet to choose a SKU and a quantity, then act on them. */
export default function SkuSheet({
  visible,
  onClose,
  goods,
  skuId,
  activityKind = null,
  actions,
  defaultQty = 1,
  onChange,
  soldOutAction
}: SkuSheetProps) {
  const startSku = skuId ?? goods.sku_id
  const soldOutChoosable = Boolean(soldOutAction) && !activityKind
  const [selection, setSelection] = useState<SpecSelection>(() =>
    initialSelection(goods.skus, startSku, activityKind, soldOutChoosable)
  )
  const [qty, setQty] = useState(defaultQty)
  // A different goods item, starting SKU or mode starts the choice over; not a page that follows this sheet's own
  // choice back into `skuId` (a sold-out SKU chosen for its 到货提醒 would otherwise be swapped for one in stock).
  useEffect(() => {
    setSelection((was) => {
      const now = findSku(goods.specs, goods.skus, was)
      const keep = !!now && now.sku_id === startSku && (soldOutChoosable || skuOffer(now, activityKind).stock > 0)
      return keep ? was : initialSelection(goods.skus, startSku, activityKind, soldOutChoosable)
    })
  }, [goods.specs, goods.skus, startSku, activityKind, soldOutChoosable])

  const sku = useMemo(() => findSku(goods.specs, goods.skus, selection), [goods.specs, goods.skus, selection])
  const offer = sku ? skuOffer(sku, activityKind) : null
  const bounds = quantityBounds(offer)
  const quantity = clampQuantity(qty, bounds)
  const buyable = !!sku && bounds.max > 0
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  useEffect(() => {
    onChangeRef.current?.(sku, quantity)
  }, [sku, quantity])
  const stepperRef = useStepperNames(visible)

  // The chosen SKU's picture (its own or the goods' main one), else the goods' main picture.
  const image = sku ?? goods.skus[0] ?? goods.pictures?.[0] ?? goods.images?.[0]
  const missing = missingSpecsText(goods.specs, selection)
  const chosenText = sku ? sku.spec_text || goods.title : missing
  const remind = sku && soldOutChoosable && sku.stock <= 0 ? soldOutAction?.(sku) : undefined

  return (
    <Popup visible={visible} position='bottom' round onClose={onClose} className='sku-sheet'>
      {/* Our own close button: NutUI's writes an invalid aria-role attribute on H5. */}
      <View className='sku-sheet__close' role='button' aria-label='关闭' onClick={onClose}>
        <Close className='sku-sheet__close-icon' />
      </View>
      <View className='sku-sheet__head'>
        <View className='sku-sheet__media'>
          <GoodsImage className='sku-sheet__image' goods={image} size='thumb' lazy={false} />
        </View>
        <View className='sku-sheet__summary'>
          <View className='sku-sheet__prices'>
            <Price cents={offer ? offer.price : (goods.skus[0]?.price ?? Number.NaN)} size='large' />
            {offer && offer.market_price > offer.price && <Price cents={offer.market_price} strike size='small' />}
          </View>
          {sku && offer && (
            <Text className={`sku-sheet__stock${offer.stock > 0 ? '' : ' sku-sheet__stock--out'}`}>
              {stockText(offer.stock)}
            </Text>
          )}
          <Text className='sku-sheet__chosen'>{sku ? `已选：${chosenText}` : chosenText}</Text>
        </View>
      </View>

      <View className='sku-sheet__body'>
        {goods.specs.map((group) => (
          <View key={group.name} className='sku-sheet__group' role='radiogroup' aria-label={group.name}>
            <Text className='sku-sheet__group-name'>{group.name}</Text>
            <View className='sku-sheet__options'>
              {group.values.map((value) => {
                const chosen = selection[group.name] === value
                const state = optionState(goods.skus, selection, group.name, value, activityKind)
                const out = !chosen && state !== 'available'
                // A sold-out value still looks sold out where it can be chosen for its 到货提醒.
                const disabled = out && !(state === 'sold-out' && soldOutChoosable)
                const classes = ['sku-sheet__option', chosen ? 'sku-sheet__option--chosen' : '']
                if (out) classes.push(`sku-sheet__option--${state}`)
                return (
                  <View
                    key={value}
                    className={classes.filter(Boolean).join(' ')}
                    role='radio'
                    aria-checked={chosen ? 'true' : 'false'}
                    aria-disabled={disabled ? 'true' : undefined}
                    aria-label={state === 'sold-out' && !chosen ? `${value}（无货）` : value}
                    onClick={() =>
                      setSelection((s) =>
                        toggleOption(goods.skus, s, group.name, value, activityKind, soldOutChoosable)
                      )
                    }
                  >
                    {value}
                  </View>
                )
              })}
            </View>
          </View>
        ))}

        <View className='sku-sheet__qty' ref={stepperRef}>
          <Text className='sku-sheet__qty-label'>购买数量</Text>
          {bounds.limitedBy === 'limit' && <Text className='sku-sheet__limit'>每人限购 {bounds.max} 件</Text>}
          <InputNumber
            className='sku-sheet__stepper'
            value={quantity}
            min={1}
            max={Math.max(bounds.max, 1)}
            disabled={!buyable}
            onChange={(v) => setQty(clampQuantity(Number(v), bounds))}
          />
        </View>
      </View>

      <View className='sku-sheet__actions'>
        {remind && (
          <Button
            className='sku-sheet__action sku-sheet__action--remind'
            type={remind.type ?? 'primary'}
            onClick={() => sku && remind.onClick(sku, quantity)}
          >
            {remind.text}
          </Button>
        )}
        {!remind &&
          actions.map((action) => (
            <Button
              key={action.text}
              className='sku-sheet__action'
              type={action.type ?? 'primary'}
              disabled={!buyable}
              onClick={() => {
                if (sku && buyable) action.onClick(sku, quantity)
              }}
            >
              {action.text}
            </Button>
          ))}
      </View>
    </Popup>
  )
}
