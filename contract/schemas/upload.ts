import { Type, type Static } from '@sinclair/typebox'
import { OneOf } from './common'

/** Image upload (spec: data is a list whose first item is the uploaded file's address). */
export type UploadResult = Static<typeof UploadResult>
export const UploadResult = Type.Array(Type.String())

/** Accepted image types, checked by the file's magic bytes, at most 5 MB. */
export type UploadImageType = Static<typeof UploadImageType>
export const UploadImageType = OneOf(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
