import type { RouteDocs } from './types'
import { consoleCatalogueDocs } from './admin/catalogue'
import { consoleAftersaleDocs } from './admin/aftersale'
import { consoleSiteDocs } from './admin/site'
import { consoleAccountDocs } from './admin/account'
import { consoleMoneyDocs } from './admin/money'
import { consoleWalletDocs } from './admin/wallet'
import { consoleOrdersDocs } from './admin/orders'
import { consoleReadinessDocs } from './admin/readiness'
import { consoleShoppersDocs } from './admin/shoppers'
import { shopServiceDocs } from './api/service'
import { shopPensionDocs } from './api/pension'
import { shopShoppingDocs } from './api/shopping'
import { shopMoneyDocs } from './api/money'
import { shopUserDocs } from './api/user'
import { shopOrderDocs } from './api/order'
import { shopAppDocs } from './api/app'

/**
 * Every route's docs, keyed as the server registers the route (`'POST /api/v1/order/create'`): one file per contract
 * file, merged here. A key in two files is a mistake the generator reports (docs/api/README.md).
 */
export const ROUTE_DOC_FILES: Record<string, RouteDocs> = {
  'admin/catalogue': consoleCatalogueDocs,
  'admin/aftersale': consoleAftersaleDocs,
  'admin/site': consoleSiteDocs,
  'admin/account': consoleAccountDocs,
  'admin/money': consoleMoneyDocs,
  'admin/wallet': consoleWalletDocs,
  'admin/orders': consoleOrdersDocs,
  'admin/readiness': consoleReadinessDocs,
  'admin/shoppers': consoleShoppersDocs,
  'api/service': shopServiceDocs,
  'api/pension': shopPensionDocs,
  'api/shopping': shopShoppingDocs,
  'api/money': shopMoneyDocs,
  'api/user': shopUserDocs,
  'api/order': shopOrderDocs,
  'api/app': shopAppDocs
}

export const ROUTE_DOCS: RouteDocs = Object.assign({}, ...Object.values(ROUTE_DOC_FILES))
