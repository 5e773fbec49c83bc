/**
 * Page paths of spec section 2 (`/pages/<page>/index`). Pages import paths from here instead of
 * writing strings, so a renamed page is one edit. The page registry and its build status live with
 * the build (scripts/), this file only names the routes.
 */

import customRoutes from './custom-routes.json'

const page = <N extends string>(name: N) => `/pages/${name}/index` as const

export const PAGES = {
  // shopping
  home: page('home'),
  shoppingCart: page('shopping-cart'),
  goodsSearch: page('goods-search'),
  goodsInfo: page('goods-info'),
  goodsCategory: page('goods-category'),
  goodsSearchResult: page('goods-search-result'),
  giftCardCart: page('gift-card-cart'),
  giftCardList: page('gift-card-list'),
  myFavorite: page('my-favorite'),
  myCoupon: page('my-coupon'),
  // orders
  orderPay: page('order-pay'),
  orderConfirm: page('order-confirm'),
  myOrder: page('my-order'),
  orderDetail: page('order-detail'),
  orderDetailGroup: page('order-detail-group'),
  orderDetailGroupClosed: page('order-detail-group-closed'),
  orderExpress: page('order-express'),
  orderPayThird: page('order-pay-third'),
  orderApplyRefund: page('order-apply-refund'),
  orderRefundDetail: page('order-refund-detail'),
  afterSaleStatus: page('after-sale-status'),
  // invoices
  meInvoice: page('me-invoice'),
  meInvoiceApply: page('me-invoice-apply'),
  meInvoiceList: page('me-invoice-list'),
  meInvoiceReceiver: page('me-invoice-receiver'),
  meInvoiceReceiverAdd: page('me-invoice-receiver-add'),
  // addresses
  addressList: page('address-list'),
  addressAction: page('address-action'),
  chooseAddress: page('choose-address'),
  // pension
  choosePensionBank: page('choose-pension-bank'),
  addPensionBank: page('add-pension-bank'),
  applyPensionWithdrawal: page('apply-pension-withdrawal'),
  pensionTerms: page('pension-terms'),
  pensionOverview: page('pension-overview'),
  pensionWithdrawStatus: page('pension-withdraw-status'),
  pensionWithdrawalException: page('pension-withdrawal-exception'),
  pensionWithdrawalDetail: page('pension-withdrawal-detail'),
  bindPensionCardno: page('bind-pension-cardno'),
  bindPensionAccount: page('bind-pension-account'),
  bindPensionAccountStatus: page('bind-pension-account-status'),
  scanForPension: page('scan-for-pension'),
  // bank accounts
  bindBankAccount: page('bind-bank-account'),
  bindBankAccountPhone: page('bind-bank-account-phone'),
  bindBankAccountStatus: page('bind-bank-account-status'),
  bankAccountList: page('bank-account-list'),
  thirdPartyAccountOpening: page('third-party-account-opening'),
  openAccountLanding: page('open-account-landing'),
  accountBridge: page('account-bridge'),
  bankBridge: page('bank-bridge'),
  promotionBankList: page('promotion-bank-list'),
  openedAnAccountLottery: page('opened-an-account-lottery'),
  bjbankLotteryDrawBridge: page('bjbank-lottery-draw-bridge'),
  confirmIdentity: page('confirm-identity'),
  // account and settings
  userConfig: page('user-config'),
  userConfigSecure: page('user-config-secure'),
  userConfigSecurePhone: page('user-config-secure-phone'),
  userConfigSecurePhoneConfirm: page('user-config-secure-phone-confirm'),
  userConfigSecureWechat: page('user-config-secure-wechat'),
  userConfigProfile: page('user-config-profile'),
  login: page('login'),
  toAuth: page('to-auth'),
  authBridge: page('auth-bridge'),
  // other
  serviceTerms: page('service-terms'),
  webview: page('webview'),
  messageList: page('message-list'),
  serviceFeedback: page('service-feedback'),
  customerService: page('customer-service'),
  articleDetail: page('article-detail'),
  certificateList: page('certificate-list'),
  pointsRedemption: page('points-redemption'),
  pointsRedemptionStatus: page('points-redemption-status'),
  // bridge and entry pages
  esignBridge: page('esign-bridge'),
  wechatBridge: page('wechat-bridge'),
  sdkEntry: page('sdk-entry'),
  sdkBridge: page('sdk-bridge'),
  encryptedEntry: page('encrypted-entry'),
  westdexBridge: page('westdex-bridge'),
  miliSdkBridge: page('mili-sdk-bridge')
} as const

export type PagePath = (typeof PAGES)[keyof typeof PAGES]

/** Subpackage pagesFace. */
export const FACE_PAGES = {
  middle: '/pagesFace/middle/index',
  webview: '/pagesFace/webview/index'
} as const

export const HOME_PAGE = PAGES.home
export const LOGIN_PAGE = PAGES.login

/** Where the e-signing and identity-authentication providers send the user back. */
export const ESIGN_RETURN_PATH = PAGES.esignBridge
export const AUTH_RETURN_PATH = PAGES.authBridge
/** The same return page as a scheme path (no leading slash), as native hosts expect it. */
export const AUTH_RETURN_SCHEME_PATH = 'pages/auth-bridge/index'

/** Keys of the seeded terms articles, opened on the service-terms page as `?key=`. */
export const PRIVACY_POLICY_KEY = 'privacy-policy'

/** The four tab pages the theme footer may name. */
export const TAB_PAGES: readonly string[] = [PAGES.home, PAGES.goodsCategory, PAGES.shoppingCart, PAGES.userConfig]

/**
 * H5 custom routes (spec section 2): page path -> address served. Kept as JSON so that the build
 * config can require it too: Taro compiles only config/ when it loads the config, so a .ts module
 * from src/ cannot be imported there.
 */
export const CUSTOM_ROUTES: Readonly<Record<string, string>> = customRoutes

/** Pages where an expired session does not interrupt with a notice (spec section 4). */
export const SESSION_NOTICE_EXEMPT_PAGES: readonly string[] = [PAGES.home, PAGES.encryptedEntry, PAGES.sdkEntry]

/** Address fragments on which location lookup is skipped (spec section 2). */
export const NO_LOCATION_MARKERS: readonly string[] = ['westdex', 'points-redemption', 'account-bridge']

/** Fixed `sourceUrl` marker the web login page receives, telling it the mall sent the user. */
export const LOGIN_SOURCE_MARKER = 'mili-mall'
