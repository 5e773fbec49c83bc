import fs from 'node:fs'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import noImportCycle from './scripts/lint/no-import-cycle.mjs'
import { serverZones } from './scripts/gates/server-layers.mjs'

/**
 * Flat config: typescript-eslint's recommended rules everywhere, react-hooks on the app's TSX, and the
 * import direction of the app (docs/architecture.md, docs/architecture-app.md), each layer importing only those
 * below it:
 *   pages -> features -> components / hooks -> flows -> platform -> stores -> services
 *     -> utils / constants / types / navigation
 * services is the API (request, upload, services/api/*): it knows the session only through its port
 * (services/session-port.ts), which the stores and app start fill in. flows use the API, the stores and the
 * platform together (login, logout, pay). components and hooks stay data-free (no API, no flows); what fetches
 * lives in features/<area>/. app-start (the startup orchestrator) wires the layers together; only app.tsx uses it.
 * Formatting is Prettier's job (.prettierrc), so no stylistic rules here.
 */

/** navigation: typed page names and the platform's navigation calls (src/navigation/routes.ts is generated). */
const FOUNDATION = ['utils', 'constants', 'types', 'navigation']
const KIT = ['components', 'hooks']
/** Page roots: every folder directly under them is one page, which no other page may import. */
const PAGE_ROOTS = ['pages', 'pagesFace']
const PAGES = [...PAGE_ROOTS, 'custom-tab-bar', 'customize-tab-bar']
/** Everything at or above the kit: no lower layer imports any of it. */
const UI = [...KIT, 'features', ...PAGES, 'app-start']

const src = (folder) => `./src/${folder}`
const forbid = (targets, froms, message) =>
  targets.flatMap((t) => froms.map((f) => ({ target: src(t), from: src(f), message })))

const pageDirs = (root) =>
  fs.existsSync(`src/${root}`)
    ? fs
        .readdirSync(`src/${root}`, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : []

/** Each page may import its own folder only: shared page code belongs in components or hooks. */
const pageZones = PAGE_ROOTS.flatMap((root) =>
  pageDirs(root).flatMap((dir) =>
    PAGE_ROOTS.map((otherRoot) => ({
      target: src(`${root}/${dir}`),
      from: src(otherRoot),
      except: otherRoot === root ? [`./${dir}`] : [],
      message: 'A page never imports another page: move what they share to components/ or hooks/.'
    }))
  )
)

const layerZones = [
  ...forbid(
    FOUNDATION,
    ['services', 'stores', 'platform', 'flows', ...UI],
    'utils, constants, types and navigation import nothing above them.'
  ),
  ...forbid(
    ['services'],
    ['stores', 'platform', 'flows', ...UI],
    'The API (services/) sits below the stores: the session reaches it through services/session-port.ts.'
  ),
  ...forbid(['stores'], ['platform', 'flows', ...UI], 'Stores may call the API, nothing above it.'),
  ...forbid(
    ['platform'],
    ['services', 'flows', ...UI],
    'platform never imports services or flows: the caller passes what it needs.'
  ),
  ...forbid(['flows'], UI, 'Flows sit below the UI: components, features and pages call them.'),
  ...forbid(
    KIT,
    ['flows', 'features', ...PAGES, 'app-start'],
    'components and hooks never import flows, features or pages.'
  ),
  // Plain components are data-free: what fetches lives in features/<area>/. Reporting a crash is not fetching.
  ...KIT.map((t) => ({
    target: src(t),
    from: src('services'),
    except: ['./reporter.ts'],
    message: 'components and hooks never call the API: move what fetches to features/<area>/.'
  })),
  ...forbid(['features'], [...PAGES, 'app-start'], 'features never import pages.'),
  ...forbid(
    ['app-start'],
    [...KIT, 'features', ...PAGES],
    'The startup orchestrator wires the layers below the UI only.'
  ),
  ...pageZones
]

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'admin/dist/**',
      'node_modules/**',
      '.data/**',
      '.temp/**',
      '.swc/**',
      'coverage/**',
      'bench/**',
      'server/drizzle/**',
      // the compiled server bundle (npm run build:server)
      'server/dist/**',
      'tests/e2e/artifacts/**',
      'tests/mini/artifacts/**',
      'tests/gates/fixtures/**'
    ]
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }]
    }
  },
  {
    // The app's import direction. The resolver follows tsconfig's `@/` alias, so an aliased import is held to the
    // same rules as a relative one. Cycles are the project's own rule's (below).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse TS dependencies, resolved with the node resolver below.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          tsconfig: { configFile: './tsconfig.json' }
        })
      ]
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }]
    }
  },
  {
    // The server's folders import one way
    // (docs/architecture.md, server layers): entry -> admin -> flows -> areas -> lib -> db -> root files, zones
    // generated from the folder lists in scripts/gates/server-layers.mjs; type-only imports count too.
    files: ['server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.js', '.json'],
          tsconfig: { configFile: './server/tsconfig.json' }
        })
      ]
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverZones() }]
    }
  },
  {
    // No import cycles in app, server and contract, type-only imports included (scripts/lint/no-import-cycle.mjs).
    // It is the only cycle rule: import-x/no-cycle found a subset (values only) at a quarter of lint's CPU.
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts', 'contract/**/*.ts'],
    plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'local/no-import-cycle': ['error', { roots: ['src', 'server/src', 'contract'] }] }
  },
  {
    // Routes validate and delegate: the database is reached through services only (types excepted).
    files: ['server/src/**/*.routes.ts', 'server/src/routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db', '**/db/*', '**/db/**', 'drizzle-orm', 'drizzle-orm/*'],
              allowTypeImports: true,
              message: 'Routes never touch the database: put the query in a service.'
            }
          ]
        }
      ]
    }
  },
  {
    // CommonJS config and jest support files.
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  },
  {
    // jest.mock factories must require: they run before the test's imports are evaluated.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  }
)
