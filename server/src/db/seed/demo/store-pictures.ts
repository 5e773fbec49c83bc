import type { DbOrTx } from '../../client'
import type { FileStore } from '../../../lib/storage'
import { demoCataloguePictures } from './catalogue'
import { demoHomePictures } from './home'
import { ensureDemoPictures } from './pictures'

/**
 * The demo shop's pictures into the FileStore, when the database's goods use them (docs/decisions/0034-pictures.md):
 * server.ts after the app is built, and npm run db:seed:demo. Returns how many were stored.
 */
export const storeDemoPictures = (db: DbOrTx, files: FileStore, log?: (msg: string) => void) =>
  ensureDemoPictures(db, files, [...demoCataloguePictures(), ...demoHomePictures()], log)
