import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { adminPageRoutes } from '@contract/admin/common'
import type { App } from '../lib/context'
import { ROOT } from '../paths'

/** The console's built files (vite build of admin/), served at /admin/. */
export const adminDir = () => path.resolve(ROOT, process.env.ADMIN_DIR || 'admin/dist')

function newest(p: string): number {
  if (!fs.existsSync(p)) return 0
  const st = fs.statSync(p)
  if (!st.isDirectory()) return st.mtimeMs
  return Math.max(0, ...fs.readdirSync(p).map((name) => newest(path.join(p, name))))
}

/** Builds the console when its output is missing or older than its sources, as h5-build.ts does for the shop. */
export function ensureAdminBuild(dir = adminDir()) {
  const index = path.join(dir, 'index.html')
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0
  const src = path.join(ROOT, 'admin')
  if (!fs.existsSync(src)) return
  const sources = Math.max(
    newest(path.join(src, 'src')),
    newest(path.join(src, 'index.html')),
    newest(path.join(src, 'vite.config.ts')),
    // The console's types and shared tables (contract/admin, enums, errno) are compiled into it.
    newest(path.join(ROOT, 'contract'))
  )
  if (built && built >= sources) return
  console.log(built ? 'console build is stale, rebuilding...' : 'console build missing, building...')
  const res = spawnSync('npm', ['run', 'build:admin'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' }
  })
  if (res.status !== 0) throw new Error('console build failed')
}

/** /admin/ and its hashed assets; the console routes by hash, so index.html is the only page. */
export async function serveAdmin(app: App) {
  const dir = adminDir()
  if (!fs.existsSync(path.join(dir, 'index.html'))) return
  const fastifyStatic = (await import('@fastify/static')).default
  await app.register(async (scope) => {
    // @fastify/static registers its own routes; they answer files (raw), named here like every other route. The
    // schema object is changed in place: the app's route list (app.ts) holds it already.
    scope.addHook('onRoute', (r) => {
      if (r.url === '/admin/*') Object.assign((r.schema ??= {}), adminPageRoutes['GET /admin/*'])
    })
    scope.get('/admin', { schema: adminPageRoutes['GET /admin'] }, (_req, reply) => reply.redirect('/admin/'))
    await scope.register(fastifyStatic, { root: dir, prefix: '/admin/', decorateReply: false, index: ['index.html'] })
  })
}
