// Generated from scripts/page-registry.json by scripts/gen-routes.mjs (npm run gen:routes): do not edit.

/** No parameters: passing any is a type error. */
export type NoParams = Record<string, never>

/** What each page takes; a parameter marked ? may be left out. */
export interface RouteParams {
  home: {
    preview?: string
  }
  'shopping-cart': NoParams
  'goods-search': {
    keyword?: string
  }
  'goods-info': {
    sku_id: string | number
    group_id?: string | number
    scene?: string
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
    channel?: string
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
  'message-list': {
    tab?: 'settings'
  }
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
  'support-chat': {
    order_id?: string | number
    sku_id?: string | number
  }
  'pagesFace/middle': {
    kind?: string
  }
  'pagesFace/webview': NoParams
}
