import TabBar from '@/components/tab-bar'

/** Alipay's name for src/custom-tab-bar (Taro compiles this folder when TARO_ENV is alipay). */
export default function CustomizeTabBar() {
  return <TabBar />
}
