import type Chain from 'webpack-chain'

/**
 * Minifiers of the production builds, chosen for CPU (docs/testing.md, "CI time", 2026-11-29): the three builds run
 * on every CI run and in the build gates, and the minifiers were the largest single part of each.
 */

/** Options of swc's minifier (its terser-compatible subset). */
export interface SwcMinifyOptions {
  compress: Record<string, unknown>
  mangle: boolean
  format: Record<string, unknown>
}

/**
 * terser-webpack-plugin runs this in its worker from the function's source text, so it must stay self-contained:
 * only its arguments and `require` are in scope (no imports, no helpers the config's compiler might add for
 * destructuring or async). swc drops every comment; the legal ones are handed back, and the plugin writes them to
 * `<file>.LICENSE.txt` as it does for terser.
 */
function swcMinify(
  input: Record<string, string>,
  _sourceMap: unknown,
  options: SwcMinifyOptions
): Promise<{ code: string; extractedComments: string[] }> {
  const code = input[Object.keys(input)[0]]
  // terser-webpack-plugin's default (`extractComments: true`): /*! ... */ and comments naming @license, @preserve
  // or @cc_on.
  const legal =
    code.match(/\/\*\**![\s\S]*?\*\/|\/\*(?:(?!\*\/)[\s\S])*?@(?:preserve|license|cc_on)[\s\S]*?\*\//gi) || []
  const seen: Record<string, boolean> = {}
  const extractedComments = legal.filter(function (c) {
    return seen[c] ? false : (seen[c] = true)
  })
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('@swc/core')
    .minify(code, options)
    .then(function (result: { code: string }) {
      return { code: result.code, extractedComments: extractedComments }
    })
}
// Worker processes, not threads: swc is a native module.
swcMinify.supportsWorkerThreads = () => false
// eslint-disable-next-line @typescript-eslint/no-require-imports
swcMinify.getMinimizerVersion = () => String(require('@swc/core/package.json').version)

/**
 * Swaps terser for swc inside the TerserPlugin Taro configures (same plugin, workers, asset filter and license
 * files; only the minify function and its options change). @swc/core is pinned in devDependencies at the
 * version Taro installs.
 */
export function minifyJsWithSwc(chain: Chain, options: SwcMinifyOptions): void {
  // webpack-chain's types leave out `minimizers`; Taro adds no terserPlugin when minification is off.
  const { minimizers } = chain.optimization as unknown as { minimizers: { has(name: string): boolean } }
  if (!minimizers.has('terserPlugin')) return
  chain.optimization
    .minimizer('terserPlugin')
    .tap((args) => [{ ...args[0], minify: swcMinify, terserOptions: options }])
}

/**
 * Taro's mini-program terser options (@tarojs/webpack5-runner MiniBaseConfig: a light compress, ES5-safe output)
 * in swc's terms: `parse` and `warnings` are terser-only, and `output` is swc's `format`.
 */
export const miniSwcOptions: SwcMinifyOptions = {
  compress: {
    ecma: 5,
    arrows: false,
    collapse_vars: false,
    comparisons: false,
    computed_props: false,
    hoist_funs: false,
    hoist_props: false,
    hoist_vars: false,
    inline: false,
    loops: false,
    negate_iife: false,
    properties: false,
    reduce_funcs: false,
    reduce_vars: false,
    switches: false,
    toplevel: false,
    typeofs: false,
    booleans: true,
    if_return: true,
    sequences: true,
    unused: true,
    conditionals: true,
    dead_code: true,
    directives: false,
    evaluate: true
  },
  mangle: true,
  format: { ecma: 5, comments: false, ascii_only: true }
}
