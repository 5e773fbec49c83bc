import fs from 'node:fs'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import noImportCycle from './scripts/lint/no-import-cycle.mjs'

/**
 * Flat config: typescript-eslint's recommended rules everywhere, react-hooks on the app's TSX, and the
 * import direction of the app (docs/architecture.md):
 *   pages -> components / hooks -> services / stores / platform -> utils / constants / types
 * app-start (the startup orchestrator) wires services, stores and platform together; only app.tsx uses it.
 * Formatting is Prettier's job (.prettierrc), so no stylistic rules here.
 */

const FOUNDATION = ['utils', 'constants', 'types']
const CORE = ['services', 'stores', 'platform']
const KIT = ['components', 'hooks']
/** Page roots: every folder directly under them is one page, which no other page may import. */
const PAGE_ROOTS = ['pages', 'pagesFace']
const PAGES = [...PAGE_ROOTS, 'custom-tab-bar', 'customize-tab-bar']

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
    [...CORE, ...KIT, ...PAGES, 'app-start'],
    'utils, constants and types import nothing above them.'
  ),
  ...forbid(
    CORE,
    [...KIT, ...PAGES, 'app-start'],
    'services, stores and platform never import components, hooks or pages.'
  ),
  ...forbid(['platform'], ['services'], 'platform never imports services: the caller passes what it needs.'),
  ...forbid(KIT, [...PAGES, 'app-start'], 'components and hooks never import pages.'),
  ...forbid(['app-start'], [...KIT, ...PAGES], 'The startup orchestrator wires services, stores and platform only.'),
  ...pageZones
]

export default tseslint.config(
  {
    ignores: [
      'dist/**',
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
    // The app's import direction and no cycles. The resolver follows tsconfig's `@/` alias, so an aliased
    // import is held to the same rules as a relative one.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse TS dependencies too (no-cycle follows them), but resolve with the node resolver below.
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
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }]
    }
  },
  {
    // The server: no cycles either (import-x follows values), and the project's own rule that counts type-only
    // imports too, over app and server (scripts/lint/no-import-cycle.mjs).
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
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] }
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'local/no-import-cycle': ['error', { roots: ['src', 'server/src'] }] }
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
