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
  /** Only when the visible text alone would not say it; it must contain the visible text. */
  ariaLabel?: string
  className?: string
}

export const badgeText = (n: number) => (n > 99 ? '99+' : String(n))

/**
 * What makes a tappable View a link for keyboard and screen-reader users on H5: the role and a tab stop
 * (a page made only of Views otherwise has nothing focusable). Without a name the visible text names it,
 * which is what speech control users say; give one only when the visible text is all in it.
 */
export function tapProps(
  role: 'link' | 'button' | 'checkbox' = 'link',
  name?: string
): Record<string, string | number> {
  return { role, tabindex: 0, ...(name ? { 'aria-label': name } : {}) }
}

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
  const classes = ['menu-row', tappable ? 'menu-row--tappable' : '', danger ? 'menu-row--danger' : '', className]
  return (
    <View
      className={classes.filter(Boolean).join(' ')}
      {...(tappable ? tapProps('link', ariaLabel) : {})}
      onClick={onClick}
    >
      <View className='menu-row__main'>
        <Text className='menu-row__title'>{title}</Text>
        {hint && <Text className='menu-row__hint'>{hint}</Text>}
      </View>
      {badge > 0 && <Text className='menu-row__badge'>{badgeText(badge)}</Text>}
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
