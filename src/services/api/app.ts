import type { AppRunBody, WechatJssdkConfig } from '@contract/schemas/app'
import type { AppHomeResponse, ThemeConfig } from '@contract/schemas/home'
import { request, type RequestOptions } from '../request'

// POST /api/v1/wechat/jssdkconfig: signed for the page address given
export const getWechatJssdkConfig = (body: { url: string }, options?: RequestOptions) =>
  request<WechatJssdkConfig>('/wechat/jssdkconfig', body, options)

// POST /api/v1/app/run: the startup report (ua, coords, uuid)
export const reportAppRun = (body: AppRunBody, options?: RequestOptions) =>
  request<unknown>('/app/run', { ...body }, options)

// POST /api/v1/app/home: home template, theme and the template's goods activities
export const getAppHome = (options?: RequestOptions) => request<AppHomeResponse>('/app/home', {}, options)

// POST /api/v1/app/theme: the theme config alone
export const getAppTheme = (options?: RequestOptions) => request<ThemeConfig>('/app/theme', {}, options)
