/**
 * The page registry of spec section 2, kept here independently of src/app.config.ts so the gate
 * checks the build against the spec rather than against itself.
 */
export const SPEC_PAGES = [
  // Shopping
  'home',
  'shopping-cart',
  'goods-search',
  'goods-info',
  'goods-category',
  'goods-search-result',
  'gift-card-cart',
  'gift-card-list',
  'my-favorite',
  'my-coupon',
  // Orders
  'order-pay',
  'order-confirm',
  'my-order',
  'order-detail',
  'order-detail-group',
  'order-detail-group-closed',
  'order-express',
  'order-pay-third',
  'order-apply-refund',
  'order-refund-detail',
  'after-sale-status',
  // Invoices
  'me-invoice',
  'me-invoice-apply',
  'me-invoice-list',
  'me-invoice-receiver',
  'me-invoice-receiver-add',
  // Addresses
  'address-list',
  'address-action',
  'choose-address',
  // Pension
  'choose-pension-bank',
  'add-pension-bank',
  'apply-pension-withdrawal',
  'pension-terms',
  'pension-overview',
  'pension-withdraw-status',
  'pension-withdrawal-exception',
  'pension-withdrawal-detail',
  'bind-pension-cardno',
  'bind-pension-account',
  'bind-pension-account-status',
  'scan-for-pension',
  // Bank accounts
  'bind-bank-account',
  'bind-bank-account-phone',
  'bind-bank-account-status',
  'bank-account-list',
  'third-party-account-opening',
  'open-account-landing',
  'account-bridge',
  'bank-bridge',
  'promotion-bank-list',
  'opened-an-account-lottery',
  'bjbank-lottery-draw-bridge',
  'confirm-identity',
  // Account and settings
  'user-config',
  'user-config-secure',
  'user-config-secure-phone',
  'user-config-secure-phone-confirm',
  'user-config-secure-wechat',
  'user-config-profile',
  'login',
  'to-auth',
  'auth-bridge',
  // Other
  'service-terms',
  'webview',
  'message-list',
  'service-feedback',
  'customer-service',
  'article-detail',
  'certificate-list',
  'points-redemption',
  'points-redemption-status',
  // Bridge or entry pages
  'esign-bridge',
  'wechat-bridge',
  'sdk-entry',
  'sdk-bridge',
  'encrypted-entry',
  'westdex-bridge',
  'mili-sdk-bridge'
]

/**
 * Pages the spec does not list, added by later issues; each is registered like a spec page (title, status, a folder)
 * and, in the mini programs, is a subpackage of its own. Issue 30: 在线客服, a conversation with the shop's 客服.
 */
export const ADDED_PAGES = ['support-chat']

/** Subpackages of spec section 2: pagesFace with middle and webview. */
export const SPEC_SUBPACKAGES = [{ root: 'pagesFace', pages: ['middle', 'webview'] }]

/** The registry in app.json terms (the spec's pages and the added ones): main pages (home first, it is the launch page) and subpackages. */
export function expectedRegistry(pages = [...SPEC_PAGES, ...ADDED_PAGES], subPackages = SPEC_SUBPACKAGES) {
  return {
    pages: pages.map((p) => `pages/${p}/index`),
    subPackages: subPackages.map((s) => ({ root: s.root, pages: s.pages.map((p) => `${p}/index`) }))
  }
}
