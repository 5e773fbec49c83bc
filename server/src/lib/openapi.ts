import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'
import { ROOT } from '../paths'

/** Where the browsable API reference is served, in development only (docs/api/README.md). */
export const API_DOCS_PREFIX = '/api/docs'
/** The document `npm run gen:openapi` writes from the contract. */
export const OPENAPI_FILE = path.join(ROOT, 'docs/api/openapi.json')

const readDocument = () => JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as Record<string, unknown>

/**
 * In development, the API reference at /api/docs (Swagger UI) and /api/docs/json: the document the generator wrote,
 * read again on every request, so `npm run gen:openapi` shows up on a reload without a restart. Production and the
 * tests serve nothing here, and never load the two packages (devDependencies, absent from a production install).
 */
export async function registerApiDocs(app: FastifyInstance, config: Pick<Config, 'env'>) {
  if (config.env !== 'development' || !fs.existsSync(OPENAPI_FILE)) return
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui')
  ])
  await app.register(swagger, { mode: 'static', specification: { document: readDocument() as never } })
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    transformSpecification: () => readDocument(),
    uiConfig: { docExpansion: 'none', deepLinking: true }
  })
}
