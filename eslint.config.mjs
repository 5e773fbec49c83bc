import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

/**
 * Flat config: typescript-eslint's recommended rules everywhere, react-hooks on the app's TSX.
 * Formatting is Prettier's job (.prettierrc), so no stylistic rules here.
 */
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
      'tests/e2e/artifacts/**',
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
