/*
 * The couriers the sandbox books with, and their names for a waybill's company code. Below the areas because both
 * shipping (parcels) and after-sale (the shopper's return waybill) print a courier's name.
 */

export const COMPANIES: Array<{ com: string; name: string }> = [
  { com: 'SF', name: '顺丰速运' },
  { com: 'ZTO', name: '中通快递' },
  { com: 'YTO', name: '圆通速递' },
  { com: 'JD', name: '京东快递' }
]

/** A courier's name for its code; a code the list does not know (a waybill entered by hand) shows as itself. */
export const expressCompanyName = (com: string) => COMPANIES.find((c) => c.com === com)?.name ?? com
