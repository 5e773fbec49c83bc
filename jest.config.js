/**
 * Four jest projects over one transformer, tests/jest/transform.js (SWC, not Babel):
 * - unit: plain TS modules (utils, stores, services) and the console's screens in jsdom.
 * - components, pages: React trees rendered with @tarojs/test-utils-react against Taro's H5 runtime.
 * - gates: the build-gate rules in Node.
 * Why SWC: a clean-clone CI starts with an empty cache, and babel-jest compiling Taro, NutUI and antd for each
 * project was most of the suite's CPU (238 s of CPU cold against 91 s with SWC: docs/testing.md, "CI time").
 * `npm run test:app` gives V8 a 64 MB young generation (--max-semi-space-size): jest's many short-lived objects then
 * die young instead of being copied; the pages project took 24 s of CPU instead of 30 (tsc, ESLint and the server
 * suites measured no gain, so only jest gets it).
 *
 * @tarojs/test-utils-react 0.1.1 targets Taro 3.6; with Taro 4 it needs (docs/design.md section 5):
 * 1. a setup file that loads @tarojs/taro before any test imports test-utils (circular import,
 *    "Cannot read properties of undefined (reading 'history')") -> tests/jest/setup-taro.js;
 * 2. .mjs transformed too (swiper ships ESM) -> the transform pattern below;
 * 3. @nutui/nutui-react-taro mapped to its ES build -> moduleNameMapper;
 * 4. jest-canvas-mock (lottie-web wants a canvas) -> setupFiles.
 * process.env.TARO_ENV is 'h5' unless a test sets it.
 */
const path = require('node:path')

const root = __dirname
const testUtilsJest = path.join(root, 'node_modules/@tarojs/test-utils-react/dist/jest')

/** Names Taro's compiler normally defines at build time; its H5 runtime reads them as globals. */
const taroGlobals = {
  ENABLE_INNER_HTML: true,
  ENABLE_ADJACENT_HTML: true,
  ENABLE_SIZE_APIS: true,
  DEPRECATED_ADAPTER_COMPONENT: false,
  ENABLE_TEMPLATE_CONTENT: true,
  ENABLE_MUTATION_OBSERVER: true,
  ENABLE_CLONE_NODE: true,
  ENABLE_CONTAINS: true,
  __TARO_FRAMEWORK__: 'react'
}

const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@contract/(.*)$': '<rootDir>/contract/$1',
  '^@tarojs/taro$': path.join(testUtilsJest, 'runtime/taro-h5.js'),
  '^@nutui/nutui-react-taro$': '<rootDir>/node_modules/@nutui/nutui-react-taro/dist/es/packages/nutui.react.build.js',
  '\\.(css|scss|sass|less)$': '<rootDir>/tests/jest/style-stub.js',
  '\\.(png|jpe?g|gif|svg|webp)$': '<rootDir>/tests/jest/file-stub.js'
}

const shared = {
  rootDir: root,
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://localhost/', customExportConditions: ['node', 'node-addons'] },
  transform: { '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': '<rootDir>/tests/jest/transform.js' },
  // Taro, NutUI and many of their dependencies ship ES modules, so node_modules goes through the transformer
  // too; it hands CommonJS files back unchanged, and these large CommonJS packages are not even read for it.
  transformIgnorePatterns: ['/node_modules/(react|react-dom|scheduler|lottie-web|core-js|@babel/runtime|typescript)/'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  moduleNameMapper,
  // `@tarojs/components` resolves as in the H5 build (h5.useHtmlComponents): tests/jest/resolver.js.
  resolver: '<rootDir>/tests/jest/resolver.js',
  globals: taroGlobals
}

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
      setupFiles: ['<rootDir>/tests/jest/setup-env.js']
    },
    {
      ...shared,
      displayName: 'components',
      testMatch: ['<rootDir>/tests/components/**/*.test.{ts,tsx}'],
      setupFiles: ['<rootDir>/tests/jest/setup-env.js', 'jest-canvas-mock', '<rootDir>/tests/jest/setup-taro.js']
    },
    {
      ...shared,
      displayName: 'pages',
      testMatch: ['<rootDir>/tests/pages/**/*.test.{ts,tsx}'],
      setupFiles: ['<rootDir>/tests/jest/setup-env.js', 'jest-canvas-mock', '<rootDir>/tests/jest/setup-taro.js']
    },
    {
      ...shared,
      // The build-gate rules (scripts/gates) on fixture folders: no build needed.
      displayName: 'gates',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/gates/**/*.test.js']
    }
  ]
}
