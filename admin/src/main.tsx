import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConfigProvider, App as AntApp } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { HashRouter } from 'react-router-dom'
import { Shell } from './shell'

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
    opacityLoading: 1
  },
  components: { Menu: { itemSelectedBg: '#F5EEDC', itemSelectedColor: '#4A340B' } }
}

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
