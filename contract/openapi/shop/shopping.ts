import type { RouteDocs } from '../types'

/** Shopping: goods, categories, activities, cart, favourites, addresses (contract/api/shopping.ts). */
export const shopShoppingDocs: RouteDocs = {
  'POST /api/v1/activity/info': { summary: 'One activity (flash sale, group buy, package) and its goods' },
  'POST /api/v1/addr/add': { summary: 'Add a delivery address, or change one when its id is sent' },
  'POST /api/v1/addr/del': { summary: 'Delete a delivery address' },
  'POST /api/v1/addr/info': { summary: 'One delivery address' },
  'POST /api/v1/addr/parse': {
    summary: "智能识别: read a pasted address into the form's fields (name, phone, region, detail); nothing is saved"
  },
  'POST /api/v1/addr/list': { summary: "The shopper's delivery addresses, the default first" },
  'POST /api/v1/cart/add': { summary: 'Put a SKU in the cart (at most 99 a line)' },
  'POST /api/v1/cart/clean': { summary: 'Remove the cart lines that can no longer be bought' },
  'POST /api/v1/cart/del': { summary: 'Remove cart lines' },
  'POST /api/v1/cart/edit': { summary: "Change a cart line's quantity, SKU or selection" },
  'POST /api/v1/cart/list': { summary: 'The cart, with what can and cannot be bought now' },
  'POST /api/v1/cart/num': { summary: 'How many items the cart holds (the tab badge)' },
  'POST /api/v1/category/list': { summary: 'The category tree' },
  'POST /api/v1/collect/add': { summary: 'Add goods to favourites' },
  'POST /api/v1/collect/clear': { summary: 'Empty the favourites' },
  'POST /api/v1/collect/del': { summary: 'Remove goods from favourites' },
  'POST /api/v1/collect/list': { summary: 'The favourites, a page at a time' },
  'POST /api/v1/collect/usercoll': { summary: 'Whether a goods item is among the favourites' },
  'POST /api/v1/freeca/goodslist': { summary: 'The goods a shopping card can pay for' },
  'POST /api/v1/goods/activities': { summary: 'Activities running now, by kind (the flash sale by time of day)' },
  'POST /api/v1/goods/hotwords': { summary: "The search page's suggested words" },
  'POST /api/v1/goods/info': { summary: 'One goods item: SKUs, prices, images, detail, activity and cashback' },
  'POST /api/v1/goods/search': { summary: 'Search goods by word, category and order, a page at a time' },
  'POST /api/v1/goods/stock': { summary: 'Stock by region: the province asked for, else the one nearest a position' }
}
