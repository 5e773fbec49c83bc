import type { RouteDocs } from './types'
import { consoleCatalogueDocs } from './console/catalogue'
import { consoleAftersaleDocs } from './console/aftersale'
import { consoleSiteDocs } from './console/site'
import { consoleAccountDocs } from './console/account'
import { consoleMoneyDocs } from './console/money'
import { consoleWalletDocs } from './console/wallet'
import { consoleOrdersDocs } from './console/orders'
import { consoleReadinessDocs } from './console/readiness'
import { consoleShoppersDocs } from './console/shoppers'
import { shopServiceDocs } from './shop/service'
import { shopPensionDocs } from './shop/pension'
import { shopShoppingDocs } from './shop/shopping'
import { shopShareDocs } from './shop/share'
import { shopMoneyDocs } from './shop/money'
import { shopUserDocs } from './shop/user'
import { shopOrderDocs } from './shop/order'
import { shopAppDocs } from './shop/app'
import { shopSupportDocs } from './shop/support'
import { shopReminderDocs } from './shop/reminder'
import { shopNoticeDocs } from './shop/notice'
import { consoleSupportDocs } from './console/support'

/**
 * Every route's docs, keyed as the server registers the route (`'POST /api/v1/order/create'`): one file per contract
 * file, merged here. A key in two files is a mistake the generator reports (docs/api/README.md).
 */
export const ROUTE_DOC_FILES: Record<string, RouteDocs> = {
  'console/catalogue': consoleCatalogueDocs,
  'console/aftersale': consoleAftersaleDocs,
  'console/site': consoleSiteDocs,
  'console/account': consoleAccountDocs,
  'console/money': consoleMoneyDocs,
  'console/wallet': consoleWalletDocs,
  'console/orders': consoleOrdersDocs,
  'console/readiness': consoleReadinessDocs,
  'console/shoppers': consoleShoppersDocs,
  'shop/service': shopServiceDocs,
  'shop/pension': shopPensionDocs,
  'shop/shopping': shopShoppingDocs,
  'shop/share': shopShareDocs,
  'shop/money': shopMoneyDocs,
  'shop/user': shopUserDocs,
  'shop/order': shopOrderDocs,
  'shop/app': shopAppDocs,
  'shop/support': shopSupportDocs,
  'shop/reminder': shopReminderDocs,
  'shop/notice': shopNoticeDocs,
  'console/support': consoleSupportDocs
}

export const ROUTE_DOCS: RouteDocs = Object.assign({}, ...Object.values(ROUTE_DOC_FILES))
