import type { RouteDocs } from './types'

export const ROUTE_DOCS: RouteDocs = {}
