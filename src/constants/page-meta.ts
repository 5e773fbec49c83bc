import registry from '../../scripts/page-registry.json'

/**
 * What a page declares about itself, read from scripts/page-registry.json (the one place it is stated):
 * each index.config.ts is `definePageConfig(pageConfig('<page>'))` and PageLayout takes the page key.
 */
export interface PageMeta {
  page: string
  title: string
  status: 'built' | 'coming-soon'
  /** Pull-to-refresh. */
  list?: boolean
  tab?: boolean
  tabText?: string
  /** The share-to-friends menu (mini programs) / copy link (H5). */
  share?: boolean
  /** A visitor is sent to login and brought back. */
  login?: boolean
}

type Registry = { pages: PageMeta[]; subPackages: Array<{ root: string; pages: PageMeta[] }> }

const all: PageMeta[] = [
  ...(registry as Registry).pages,
  ...(registry as Registry).subPackages.flatMap((s) => s.pages.map((p) => ({ ...p, page: `${s.root}/${p.page}` })))
]
const byKey = new Map(all.map((p) => [p.page, p]))

/** A subpackage page's key is `<root>/<page>` (e.g. `pagesFace/middle`). */
export function pageMeta(page: string): PageMeta {
  const meta = byKey.get(page)
  // A typo in a page key is a build-time mistake; fail loudly in tests and builds, not silently untitled.
  if (!meta) throw new Error(`page-meta: '${page}' is not in scripts/page-registry.json`)
  return meta
}

/** The page's platform config (index.config.ts), evaluated at build time by Taro on all three targets. */
export function pageConfig(page: string) {
  const meta = pageMeta(page)
  return {
    navigationBarTitleText: meta.title,
    enablePullDownRefresh: Boolean(meta.list),
    ...(meta.share ? { enableShareAppMessage: true } : {})
  }
}
