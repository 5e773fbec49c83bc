import type { appRoutes } from '@contract/api/app'
import type { Body, Data } from '@contract/api/route'
import { request, type RequestOptions } from '../request'

type Route = typeof appRoutes

// POST /api/v1/wechat/jssdkconfig: signed for the page address given
export const getWechatJssdkConfig = (body: Body<Route['/wechat/jssdkconfig']>, options?: RequestOptions) =>
  request<Data<Route['/wechat/jssdkconfig']>>('/wechat/jssdkconfig', body, options)

// POST /api/v1/app/run: the startup report (ua, coords, uuid)
export const reportAppRun = (body: Body<Route['/app/run']>, options?: RequestOptions) =>
  request<Data<Route['/app/run']>>('/app/run', { ...body }, options)

// POST /api/v1/app/home: home template, theme and the template's goods activities
export const getAppHome = (options?: RequestOptions) => request<Data<Route['/app/home']>>('/app/home', {}, options)

// POST /api/v1/app/theme: the theme config alone
export const getAppTheme = (options?: RequestOptions) => request<Data<Route['/app/theme']>>('/app/theme', {}, options)
