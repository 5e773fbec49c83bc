import type { DbOrTx } from '../../client'
import { demoCataloguePictures } from './catalogue'
import { demoHomePictures } from './home'
import { serveDemoPictures } from './pictures'

/**
 * The demo shop's pictures (goods, banners and category icons), drawn when first shown
 * (docs/decisions/0034-pictures.md, "The demo shop"): server.ts after the app is built, when the database's goods or
 * categories use them. Returns the removal of their source, or null.
 */
export const registerDemoPictures = (db: DbOrTx, log?: (msg: string) => void) =>
  serveDemoPictures(db, [...demoCataloguePictures(), ...demoHomePictures()], log)
