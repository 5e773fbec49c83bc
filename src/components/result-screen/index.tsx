import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { ClockF, FailureF, SuccessF, TipsF } from '@nutui/icons-react-taro'
import type { ComponentType, ReactNode } from 'react'
import './index.scss'

export type ResultStatus = 'success' | 'fail' | 'pending' | 'info'

export interface ResultAction {
  text: string
  onClick: () => void
  loading?: boolean
  disabled?: boolean
}

export interface ResultScreenProps {
  status: ResultStatus
  title: string
  description?: ReactNode
  /** The main way on (e.g. 查看订单): a full-width button in the theme colour. */
  primaryAction?: ResultAction
  /** The other way (e.g. 返回首页): an outlined button below the primary one. */
  secondaryAction?: ResultAction
  /** Details between the text and the buttons (amounts, order number, a countdown ...). */
  children?: ReactNode
  className?: string
}

type IconComponent = ComponentType<{ className?: string }>

const ICONS: Record<ResultStatus, IconComponent> = { success: SuccessF, fail: FailureF, pending: ClockF, info: TipsF }

/** Words for screen readers, since the icon alone carries the outcome. */
export const RESULT_STATUS_LABEL: Record<ResultStatus, string> = {
  success: '成功',
  fail: '失败',
  pending: '处理中',
  info: '提示'
}

/** The outcome page of every *-status page: icon, title, description, details and up to two actions. */
export default function ResultScreen({
  status,
  title,
  description,
  primaryAction,
  secondaryAction,
  children,
  className = ''
}: ResultScreenProps) {
  const Icon = ICONS[status] ?? TipsF
  return (
    <View className={`result-screen result-screen--${status} ${className}`.trim()}>
      <View className='result-screen__icon' role='img' aria-label={RESULT_STATUS_LABEL[status]}>
        <Icon className='result-screen__glyph' />
      </View>
      <View className='result-screen__title' role='heading' aria-level={1}>
        {title}
      </View>
      {description && <View className='result-screen__desc'>{description}</View>}
      {children && <View className='result-screen__details'>{children}</View>}
      {(primaryAction || secondaryAction) && (
        <View className='result-screen__actions'>
          {primaryAction && (
            <Button
              className='result-screen__btn result-screen__btn--primary'
              type='primary'
              block
              loading={primaryAction.loading}
              disabled={primaryAction.disabled}
              onClick={primaryAction.onClick}
            >
              {primaryAction.text}
            </Button>
          )}
          {secondaryAction && (
            <Button
              className='result-screen__btn result-screen__btn--secondary'
              fill='outline'
              block
              loading={secondaryAction.loading}
              disabled={secondaryAction.disabled}
              onClick={secondaryAction.onClick}
            >
              {secondaryAction.text}
            </Button>
          )}
        </View>
      )}
    </View>
  )
}
