import type { App } from '../app'

// Routes of the bank area: validate with a TypeBox schema, call services/, return ok(data).
export default async function routes(_app: App) {}
