// One module per area; each area owns its file. Add a table to your area's file, never here.
export * from './core'
export * from './auth'
export * from './catalogue'
export * from './order'
export * from './pension'
