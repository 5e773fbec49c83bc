/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.svg'
declare module '*.scss'
declare module '*.css'

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'swan' | 'alipay' | 'h5' | 'rn' | 'tt' | 'quickapp' | 'qq' | 'jd'
    TARO_APP_API_BASE?: string
    TARO_APP_MP_VER?: string
    TARO_APP_MALL_NAME?: string
  }
}
