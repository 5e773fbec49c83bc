import { useState } from 'react'
import type { PageName, RouteParams } from '@/navigation'
import { getPageParams } from '@/utils/route'

/**
 * A page's parameters as read: the names it declares in scripts/page-registry.json, each a string or
 * missing (anyone can open a link without them, so every one may be absent).
 */
export type PageParamsOf<N extends PageName> = { readonly [K in keyof RouteParams[N]]?: string }

/**
 * The page's parameters (spec section 2: route params first, then the URL query, URI-decoded), read
 * once for this page instance: a page opened with other parameters is another instance.
 *   const { id } = usePageParams<'order-detail'>()
 */
export function usePageParams<N extends PageName>(): PageParamsOf<N> {
  const [params] = useState(getPageParams)
  return params as PageParamsOf<N>
}
