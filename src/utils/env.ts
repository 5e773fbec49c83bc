/**
 * Build-target checks. `process.env.TARO_ENV` must be written out literally: Taro replaces that exact
 * expression at build time, which also lets the minifier drop the other platforms' branches.
 */

const MINI_PROGRAM_ENVS = ['weapp', 'alipay', 'swan', 'tt', 'qq', 'jd']

export function taroEnv(): string {
  return process.env.TARO_ENV || 'h5'
}

export function isH5(): boolean {
  return taroEnv() === 'h5'
}

/** Compiled as a mini program (the code runs inside WeChat/Alipay's runtime, not a browser). */
export function isMiniProgram(): boolean {
  return MINI_PROGRAM_ENVS.includes(taroEnv())
}

export function isWeapp(): boolean {
  return taroEnv() === 'weapp'
}

export function isAlipayApp(): boolean {
  return taroEnv() === 'alipay'
}

/** The API origin; '' means same origin (H5 served by the API server or the dev proxy). */
export function apiBase(): string {
  return (process.env.TARO_APP_API_BASE || '').replace(/\/+$/, '')
}

export function mallName(): string {
  return process.env.TARO_APP_MALL_NAME || '米粒商城'
}
