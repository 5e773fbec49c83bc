import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './index.scss'

export interface MenuRowProps {
  title: string
  /** On the right, before the arrow: the current value (a masked phone, 已绑定). */
  value?: ReactNode
  /** A second line under the title. */
  hint?: string
  /** A count shown as a red badge (99+ past 99); 0 hides it. */
  badge?: number
  onClick?: () => void
  /** Defaults to a chevron whenever the row is tappable. */
  arrow?: boolean
  /** A destructive action (注销账户): red title. */
  danger?: boolean
  /** Defaults to the title, with the value and badge read after it. */
  ariaLabel?: string
  className?: string
}

export const badgeText = (n: number) => (n > 99 ? '99+' : String(n))

/**
 * One settings or menu row: title, optional hint, value, badge and chevron, as tall as a main tap target
 * (care mode grows it through the tokens). A tappable row is a link for screen readers.
 */
export default function MenuRow({
  title,
  value,
  hint,
  badge = 0,
  onClick,
  arrow,
  danger = false,
  ariaLabel,
  className = ''
}: MenuRowProps) {
  const tappable = Boolean(onClick)
  const spoken =
    ariaLabel ??
    [title, typeof value === 'string' ? value : '', badge > 0 ? `${badgeText(badge)} 条新` : '']
      .filter(Boolean)
      .join('，')
  const classes = ['menu-row', tappable ? 'menu-row--tappable' : '', danger ? 'menu-row--danger' : '', className]
  return (
    <View
      className={classes.filter(Boolean).join(' ')}
      {...(tappable ? { role: 'link', 'aria-label': spoken } : {})}
      onClick={onClick}
    >
      <View className='menu-row__main'>
        <Text className='menu-row__title'>{title}</Text>
        {hint && <Text className='menu-row__hint'>{hint}</Text>}
      </View>
      {badge > 0 && (
        <Text className='menu-row__badge' aria-hidden='true'>
          {badgeText(badge)}
        </Text>
      )}
      {value !== undefined && value !== null && <View className='menu-row__value'>{value}</View>}
      {(arrow ?? tappable) && (
        <Text className='menu-row__arrow' aria-hidden='true'>
          ›
        </Text>
      )}
    </View>
  )
}

/** A white rounded group of rows. */
export function MenuGroup({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <View className='menu-group'>
      {title && (
        <View className='menu-group__title' role='heading' aria-level={2}>
          {title}
        </View>
      )}
      {children}
    </View>
  )
}
