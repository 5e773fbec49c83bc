import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConfigProvider, App as AntApp } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { HashRouter } from 'react-router-dom'
import { Shell } from './shell'

/** Staff who ask their system for less motion get none: dialogs and menus appear at once (antd's `motion` token). */
const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/**
 * antd's defaults put several texts under WCAG AA contrast on white (links, danger buttons, descriptions, green
 * and orange tags); these keep every console page passing the axe scan of journey 72.
 */
const THEME = {
  token: {
    colorPrimary: '#8A6216',
    colorLink: '#0958D9',
    colorError: '#CF1322',
    colorTextDescription: '#595959',
    green7: '#237804',
    orange7: '#AD4E00',
    // A loading button keeps its label at full contrast (antd fades it to 0.65); the spinner says it is busy.
    opacityLoading: 1,
    motion: !reducedMotion
  },
  components: { Menu: { itemSelectedBg: '#F5EEDC', itemSelectedColor: '#4A340B' } }
}

// Modal.confirm and message render outside the app's tree: they take the same theme and locale from here (without it
// a confirmation's OK button is antd's default blue, not the console's colour).
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={zhCN} theme={THEME}>
      {children}
    </ConfigProvider>
  )
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ConfigProvider locale={zhCN} theme={THEME}>
      <AntApp>
        <HashRouter>
          <Shell />
        </HashRouter>
      </AntApp>
    </ConfigProvider>
  </StrictMode>
)
