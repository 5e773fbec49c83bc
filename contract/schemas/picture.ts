import { Type } from '@sinclair/typebox'

/**
 * `picture` beside `image` wherever a goods or SKU appears: the picture's address without a size
 * (contract/pictures.ts), which the app's image helper sizes; '' when the goods has no picture. `image` stays, a list
 * JPEG, for clients that predate it. Optional so older fixtures and answers still type-check.
 */
export const Picture = Type.Optional(Type.String())
