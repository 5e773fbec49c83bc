import type { RouteDocs } from '../types'

/** 商品 and 分类: goods, categories, activities, warehouses and image upload (contract/admin/catalogue.ts). */
export const consoleCatalogueDocs: RouteDocs = {
  'DELETE /api/admin/categories/:id': {
    summary: 'Delete a category (refused while goods or sub-categories still use it)'
  },
  'DELETE /api/admin/goods/:id': {
    summary: 'Delete a goods item that was never sold (sold goods go off the shelf instead)'
  },
  'GET /api/admin/activities': {
    summary: 'List the activities (flash sales, group buys, packages), filtered by kind and state'
  },
  'GET /api/admin/categories': { summary: "The category tree with each category's goods count" },
  'GET /api/admin/goods': { summary: 'Search the goods list by title, category and shelf state, a page at a time' },
  'GET /api/admin/goods/:id': { summary: 'One goods item with its SKUs, images, detail and stock by warehouse' },
  'GET /api/admin/warehouses': { summary: 'The warehouses and the provinces each one ships to' },
  'POST /api/admin/activities': { summary: 'Create an activity (flash sale, group buy or package) over SKUs' },
  'POST /api/admin/categories': { summary: 'Create a category under a parent (or at the top)' },
  'POST /api/admin/goods': { summary: 'Create a goods item with its SKUs, off the shelf' },
  'POST /api/admin/goods/shelf': { summary: 'Put goods on or take them off the shelf, several at once' },
  'POST /api/admin/upload': { summary: 'Upload an image (multipart field `file`) and get its URL' },
  'GET /api/admin/stock': {
    summary: "The stock sheet: each SKU's available, held and on-hand stock by warehouse region"
  },
  'POST /api/admin/stock/adjust': { summary: "Set a SKU's on-hand stock in one warehouse region (or nationwide)" },
  'PUT /api/admin/activities/:id': { summary: 'Change an activity: its times, prices, limits or state' },
  'PUT /api/admin/categories/:id': { summary: 'Rename, re-icon, move or reorder a category' },
  'PUT /api/admin/goods/:id': { summary: 'Change a goods item: title, images, detail, SKUs and prices' },
  'PUT /api/admin/goods/:id/stock': { summary: "Set the stock of a goods item's SKUs by warehouse" }
}
