/**
 * Starts the app the way Taro's H5 entry does (taro-loader's h5 template): createReactApp, a hash
 * history, the tab-bar mount and createRouter over every page of src/app.config.ts. Pages load on
 * demand, so a test only pays for the pages it visits. The App component is a pass-through: page tests
 * are about pages, not the startup sequence (which has its own unit tests).
 */
import * as React from 'react'
import * as ReactDOM from 'react-dom/client'
import type { PropsWithChildren } from 'react'
import { createHashHistory, createRouter, handleAppMountWithTabbar } from '@tarojs/router'
import appConfig from '@/app.config'
import customRoutes from '@/constants/custom-routes.json'

type PageModule = { default: React.ComponentType }

// The framework runtime ships no type declarations; this is the one function the H5 entry calls.
const { createReactApp } = require('@tarojs/plugin-framework-react/dist/runtime') as {
  createReactApp: (app: React.ComponentType, react: typeof React, dom: typeof ReactDOM, config: object) => object
}

function App({ children }: PropsWithChildren) {
  return <>{children}</>
}

function pageConfig(path: string): Record<string, unknown> {
  // Same lookup as the build: <page>/index.config.ts beside <page>/index.tsx.
  return (require(`@/${path}.config`) as { default: Record<string, unknown> }).default
}

/** Every path the app registers: main pages and subpackage pages, e.g. 'pages/home/index'. */
export function registeredPaths(): string[] {
  const subs = (appConfig.subPackages ?? []).flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))
  return [...(appConfig.pages ?? []), ...subs]
}

/**
 * Boots the app at `hash` (e.g. '#/pages/home/index'). Resolves once the router has rendered (or
 * failed to find) the first page.
 */
export async function startApp(hash = '#/pages/home/index'): Promise<void> {
  document.body.innerHTML = '<div id="app"></div>'
  window.location.hash = hash
  const config = {
    ...appConfig,
    router: { mode: 'hash', customRoutes },
    routes: registeredPaths().map((path) => ({
      path,
      load: async (context: unknown, params: unknown) => [require(`@/${path}`) as PageModule, context, params],
      ...pageConfig(path)
    }))
  }
  // With TARO_PLATFORM=web Taro's runtime window is the jsdom window.
  ;(window as unknown as { __taroAppConfig: unknown }).__taroAppConfig = config
  const inst = createReactApp(App, React, ReactDOM, config)
  const history = createHashHistory({ window })
  // Taro's declarations lag its runtime: Route.load is typed without arguments but called with
  // (context, params), and the framework argument is typed as a name but is the React object (the
  // router hands it to the pull-down-refresh wrapper, which calls R.forwardRef).
  const routerConfig = config as unknown as Parameters<typeof createRouter>[2]
  handleAppMountWithTabbar(routerConfig, history)
  createRouter(history, inst, routerConfig, React as unknown as string)
  await settle()
}

/** Lets the router's async page loading, React's commit and Taro's page show run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 10))
}
