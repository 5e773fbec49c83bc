import { Text, View } from '@tarojs/components'
import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react'
import { report } from '@/services/reporter'
import { goHome } from '@/utils/route'
import './index.scss'

export const BOUNDARY_TITLE = '页面出错了'
export const BOUNDARY_DESCRIPTION = '页面遇到了一点问题，可以重新加载，或先回到首页'

export interface ErrorBoundaryProps {
  children?: ReactNode
  /** Called after the error is reported (tests, a page that wants to know). */
  onError?: (error: unknown, info: ErrorInfo) => void
}

interface ErrorBoundaryState {
  error: unknown
  failed: boolean
  /** Bumped by 重新加载 so the page content mounts afresh instead of reusing broken state. */
  generation: number
}

/**
 * One per page (PageLayout puts it around the page body): a render error in a page shows this screen
 * instead of blanking the app, is reported, and offers 重新加载 (re-mount the content) and 返回首页.
 */
export default class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, failed: false, generation: 0 }

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true }
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    report(error, 'render', info.componentStack ?? '')
    this.props.onError?.(error, info)
  }

  reload = (): void => {
    this.setState((s) => ({ error: null, failed: false, generation: s.generation + 1 }))
  }

  render() {
    if (!this.state.failed) return <Fragment key={this.state.generation}>{this.props.children}</Fragment>
    return (
      <View className='error-boundary' role='alert'>
        <View className='error-boundary__icon' aria-hidden='true'>
          <Text>!</Text>
        </View>
        <View className='error-boundary__title' role='heading' aria-level={1}>
          {BOUNDARY_TITLE}
        </View>
        <Text className='error-boundary__desc'>{BOUNDARY_DESCRIPTION}</Text>
        <View className='error-boundary__actions'>
          <View className='error-boundary__btn error-boundary__btn--primary' role='button' onClick={this.reload}>
            重新加载
          </View>
          <View className='error-boundary__btn' role='button' onClick={() => void goHome()}>
            返回首页
          </View>
        </View>
      </View>
    )
  }
}
