import SkuSheet from '@/components/sku-sheet'

/** The SKU sheet as goods-info uses it (sheet.h5.ts: loaded on demand on H5). */
export { SkuSheet }

export function preloadSheet(): void {
  // Bundled with the page in mini programs: nothing to load.
}
