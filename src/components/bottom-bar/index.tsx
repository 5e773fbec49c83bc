import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './index.scss'

export interface BottomBarProps {
  children: ReactNode
  className?: string
}

/**
 * A bar fixed to the bottom of the page (submit, pay, order actions) with a spacer of the same height in the flow,
 * so the page's last lines are never hidden under it. It grows with its content (care mode, wrapped buttons).
 */
export default function BottomBar({ children, className = '' }: BottomBarProps) {
  return (
    <>
      <View className='bottom-bar__spacer' aria-hidden='true' />
      <View className={`bottom-bar ${className}`.trim()}>{children}</View>
    </>
  )
}
