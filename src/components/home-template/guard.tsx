import { Component, type ReactNode } from 'react'

interface GuardProps {
  children: ReactNode
}

/**
 * One template component that throws (inputProps an operator got wrong in a way no check foresaw) is
 * left out; the rest of the home page still shows.
 */
export default class Guard extends Component<GuardProps, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error('home-template: a component failed and is skipped', error)
  }

  render() {
    return this.state.failed ? null : this.props.children
  }
}
