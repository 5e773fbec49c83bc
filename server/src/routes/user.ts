import type { App } from '../app'

// Routes of the user area: validate with a TypeBox schema, call services/, return ok(data).
export default async function routes(_app: App) {}
