import { useState } from 'react'
import { getPageParams, type PageParams } from '@/utils/route'

/**
 * The page's parameters (spec section 2: route params first, then the URL query, URI-decoded), read
 * once for this page instance: a page opened with other parameters is another instance.
 */
export function usePageParams(): PageParams {
  const [params] = useState(getPageParams)
  return params
}
