// Generated from scripts/page-registry.json by scripts/gen-routes.mjs (npm run gen:routes): do not edit.

/** Every page by name: its path. */
export const PAGE_PATHS = {
  home: '/pages/home/index',
  'shopping-cart': '/pages/shopping-cart/index',
  'goods-search': '/pages/goods-search/index',
  'goods-info': '/pages/goods-info/index',
  'goods-category': '/pages/goods-category/index',
  'goods-search-result': '/pages/goods-search-result/index',
  'gift-card-cart': '/pages/gift-card-cart/index',
  'gift-card-list': '/pages/gift-card-list/index',
  'my-favorite': '/pages/my-favorite/index',
  'my-coupon': '/pages/my-coupon/index',
  'order-pay': '/pages/order-pay/index',
  'order-confirm': '/pages/order-confirm/index',
  'my-order': '/pages/my-order/index',
  'order-detail': '/pages/order-detail/index',
  'order-detail-group': '/pages/order-detail-group/index',
  'order-detail-group-closed': '/pages/order-detail-group-closed/index',
  'order-express': '/pages/order-express/index',
  'order-pay-third': '/pages/order-pay-third/index',
  'order-apply-refund': '/pages/order-apply-refund/index',
  'order-refund-detail': '/pages/order-refund-detail/index',
  'after-sale-status': '/pages/after-sale-status/index',
  'me-invoice': '/pages/me-invoice/index',
  'me-invoice-apply': '/pages/me-invoice-apply/index',
  'me-invoice-list': '/pages/me-invoice-list/index',
  'me-invoice-receiver': '/pages/me-invoice-receiver/index',
  'me-invoice-receiver-add': '/pages/me-invoice-receiver-add/index',
  'address-list': '/pages/address-list/index',
  'address-action': '/pages/address-action/index',
  'choose-address': '/pages/choose-address/index',
  'choose-pension-bank': '/pages/choose-pension-bank/index',
  'add-pension-bank': '/pages/add-pension-bank/index',
  'apply-pension-withdrawal': '/pages/apply-pension-withdrawal/index',
  'pension-terms': '/pages/pension-terms/index',
  'pension-overview': '/pages/pension-overview/index',
  'pension-withdraw-status': '/pages/pension-withdraw-status/index',
  'pension-withdrawal-exception': '/pages/pension-withdrawal-exception/index',
  'pension-withdrawal-detail': '/pages/pension-withdrawal-detail/index',
  'bind-pension-cardno': '/pages/bind-pension-cardno/index',
  'bind-pension-account': '/pages/bind-pension-account/index',
  'bind-pension-account-status': '/pages/bind-pension-account-status/index',
  'scan-for-pension': '/pages/scan-for-pension/index',
  'bind-bank-account': '/pages/bind-bank-account/index',
  'bind-bank-account-phone': '/pages/bind-bank-account-phone/index',
  'bind-bank-account-status': '/pages/bind-bank-account-status/index',
  'bank-account-list': '/pages/bank-account-list/index',
  'third-party-account-opening': '/pages/third-party-account-opening/index',
  'open-account-landing': '/pages/open-account-landing/index',
  'account-bridge': '/pages/account-bridge/index',
  'bank-bridge': '/pages/bank-bridge/index',
  'promotion-bank-list': '/pages/promotion-bank-list/index',
  'opened-an-account-lottery': '/pages/opened-an-account-lottery/index',
  'bjbank-lottery-draw-bridge': '/pages/bjbank-lottery-draw-bridge/index',
  'confirm-identity': '/pages/confirm-identity/index',
  'user-config': '/pages/user-config/index',
  'user-config-secure': '/pages/user-config-secure/index',
  'user-config-secure-phone': '/pages/user-config-secure-phone/index',
  'user-config-secure-phone-confirm': '/pages/user-config-secure-phone-confirm/index',
  'user-config-secure-wechat': '/pages/user-config-secure-wechat/index',
  'user-config-profile': '/pages/user-config-profile/index',
  login: '/pages/login/index',
  'to-auth': '/pages/to-auth/index',
  'auth-bridge': '/pages/auth-bridge/index',
  'service-terms': '/pages/service-terms/index',
  webview: '/pages/webview/index',
  'message-list': '/pages/message-list/index',
  'service-feedback': '/pages/service-feedback/index',
  'customer-service': '/pages/customer-service/index',
  'article-detail': '/pages/article-detail/index',
  'certificate-list': '/pages/certificate-list/index',
  'points-redemption': '/pages/points-redemption/index',
  'points-redemption-status': '/pages/points-redemption-status/index',
  'esign-bridge': '/pages/esign-bridge/index',
  'wechat-bridge': '/pages/wechat-bridge/index',
  'sdk-entry': '/pages/sdk-entry/index',
  'sdk-bridge': '/pages/sdk-bridge/index',
  'encrypted-entry': '/pages/encrypted-entry/index',
  'westdex-bridge': '/pages/westdex-bridge/index',
  'mili-sdk-bridge': '/pages/mili-sdk-bridge/index',
  'pagesFace/middle': '/pagesFace/middle/index',
  'pagesFace/webview': '/pagesFace/webview/index'
} as const

/** The tab pages (registry order): opened with switchTab, never with parameters. */
export const TAB_PAGE_NAMES = ['home', 'shopping-cart', 'goods-category', 'user-config'] as const

/** No parameters: passing any is a type error. */
export type NoParams = Record<string, never>

/** What each page takes; a parameter marked ? may be left out. */
export interface RouteParams {
  home: NoParams
  'shopping-cart': NoParams
  'goods-search': {
    keyword?: string
  }
  'goods-info': {
    sku_id: string | number
    group_id?: string | number
  }
  'goods-category': NoParams
  'goods-search-result': {
    keyword?: string
    category_id?: string | number
    title?: string
    kind?: string | number
  }
  'gift-card-cart': {
    user_freeca_id?: string | number
  }
  'gift-card-list': NoParams
  'my-favorite': NoParams
  'my-coupon': {
    center?: string
    tab?: string
  }
  'order-pay': {
    id?: string | number
    order_no?: string
    user_freeca_id?: string | number
  }
  'order-confirm': {
    from?: string
    cart_ids?: string
    items?: string
    activity_id?: string | number
    group_id?: string | number
    user_freeca_id?: string | number
  }
  'my-order': {
    tab?: string
  }
  'order-detail': {
    id: string | number
    order_no?: string
  }
  'order-detail-group': {
    id: string | number
  }
  'order-detail-group-closed': {
    id: string | number
  }
  'order-express': {
    id: string | number
  }
  'order-pay-third': {
    id: string | number
  }
  'order-apply-refund': {
    id: string | number
  }
  'order-refund-detail': {
    id?: string | number
    order_id?: string | number
  }
  'after-sale-status': {
    id?: string | number
    order_id?: string | number
  }
  'me-invoice': NoParams
  'me-invoice-apply': {
    order_id: string | number
  }
  'me-invoice-list': NoParams
  'me-invoice-receiver': NoParams
  'me-invoice-receiver-add': {
    id?: string | number
    from?: string
  }
  'address-list': NoParams
  'address-action': {
    id?: string | number
    from?: string
    back?: string | number
  }
  'choose-address': {
    from?: string
    id?: string | number
  }
  'choose-pension-bank': {
    opaId?: string | number
    redirect?: string
  }
  'add-pension-bank': NoParams
  'apply-pension-withdrawal': NoParams
  'pension-terms': {
    bankId: string | number
  }
  'pension-overview': {
    tab?: string
  }
  'pension-withdraw-status': {
    id: string | number
  }
  'pension-withdrawal-exception': {
    id?: string | number
  }
  'pension-withdrawal-detail': NoParams
  'bind-pension-cardno': {
    redirect?: string
  }
  'bind-pension-account': NoParams
  'bind-pension-account-status': {
    kind?: 'card' | 'verify'
    tail?: string
    bankId?: string | number
    businessNo?: string
  }
  'scan-for-pension': {
    code?: string
    scene?: string
    q?: string
  }
  'bind-bank-account': NoParams
  'bind-bank-account-phone': NoParams
  'bind-bank-account-status': {
    tail?: string
  }
  'bank-account-list': NoParams
  'third-party-account-opening': {
    bankId: string | number
    opaId?: string | number
    redirect?: string
  }
  'open-account-landing': {
    opaId?: string | number
    opa_id?: string | number
  }
  'account-bridge': {
    opaId?: string | number
    redirect?: string
  }
  'bank-bridge': {
    bankId?: string | number
    businessNo?: string
  }
  'promotion-bank-list': {
    opaId?: string | number
  }
  'opened-an-account-lottery': {
    activity_id?: string | number
    activityId?: string | number
  }
  'bjbank-lottery-draw-bridge': NoParams
  'confirm-identity': {
    redirect?: string
    only?: 'identity'
    notice?: string
  }
  'user-config': NoParams
  'user-config-secure': NoParams
  'user-config-secure-phone': NoParams
  'user-config-secure-phone-confirm': NoParams
  'user-config-secure-wechat': NoParams
  'user-config-profile': NoParams
  login: {
    goUrl?: string
    sourceUrl?: string
    mode?: 'bind-phone'
    backUrl?: string
    flag?: string | number
    opa_id?: string | number
  }
  'to-auth': {
    goUrl?: string
    redirect?: string
  }
  'auth-bridge': {
    result?: string
    redirect?: string
  }
  'service-terms': {
    key?: string
    id?: string | number
  }
  webview: NoParams
  'message-list': NoParams
  'service-feedback': NoParams
  'customer-service': NoParams
  'article-detail': {
    id?: string | number
    key?: string
  }
  'certificate-list': NoParams
  'points-redemption': NoParams
  'points-redemption-status': {
    flow_id?: string | number
    points?: string | number
    amount?: string | number
    balance?: string | number
  }
  'esign-bridge': {
    result?: string
    redirect?: string
  }
  'wechat-bridge': NoParams
  'sdk-entry': NoParams
  'sdk-bridge': NoParams
  'encrypted-entry': NoParams
  'westdex-bridge': {
    target?: string
  }
  'mili-sdk-bridge': NoParams
  'pagesFace/middle': {
    kind?: string
  }
  'pagesFace/webview': NoParams
}

export type PageName = keyof RouteParams
export type TabPageName = (typeof TAB_PAGE_NAMES)[number]
