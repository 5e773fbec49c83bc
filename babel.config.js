/**
 * One Babel config for the Taro build and for jest.
 * - Build: babel-preset-taro (React, TypeScript, webpack5) plus babel-plugin-import, which rewrites
 *   `import { Button } from '@nutui/nutui-react-taro'` to the component's own module and its own
 *   stylesheet, so a page pulls only the NutUI code and CSS it uses.
 * - Jest (NODE_ENV=test): preset-env/react/typescript compiled to CommonJS for Node, with the same
 *   per-component NutUI imports (a test file then loads ~4x faster than with NutUI's full build, which
 *   jest.config.js still maps for any import the plugin does not rewrite).
 */
const nutuiImport = [
  'import',
  {
    libraryName: '@nutui/nutui-react-taro',
    libraryDirectory: 'dist/es/packages',
    camel2DashComponentName: false,
    customName: (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}`,
    style: (name) => `${name}/style/css`
  },
  'nutui-react-taro'
]

module.exports = (api) => {
  const isTest = api.env('test')
  if (isTest) {
    return {
      presets: [
        ['@babel/preset-env', { targets: { node: 'current' }, modules: 'commonjs' }],
        ['@babel/preset-react', { runtime: 'automatic' }],
        ['@babel/preset-typescript', { allowDeclareFields: true }]
      ],
      plugins: [nutuiImport]
    }
  }
  return {
    presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
    plugins: [nutuiImport]
  }
}
