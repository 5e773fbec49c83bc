import { DEVICE_UUID_KEY } from '../constants/storage-keys'
import { readStorage, writeStorage } from './storage'
import { uuid } from './uuid'

/** This device's id: made once, stored, and sent with the app-run report. */
export function getDeviceUuid(): string {
  const stored = readStorage<unknown>(DEVICE_UUID_KEY)
  if (typeof stored === 'string' && stored.length >= 8) return stored
  const id = uuid()
  writeStorage(DEVICE_UUID_KEY, id)
  return id
}
