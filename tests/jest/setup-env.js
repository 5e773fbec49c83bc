/**
 * Runs before every test file of every project. Tests are H5 unless they say otherwise; the two config
 * macros Taro's compiler strips at build time exist here as identity functions, so page and app
 * configs can be imported.
 */
process.env.TARO_ENV = process.env.TARO_ENV || 'h5'
// What Taro's H5 build defines: its runtime then works on the real (jsdom) document.
process.env.TARO_PLATFORM = process.env.TARO_PLATFORM || 'web'
globalThis.defineAppConfig = (config) => config
globalThis.definePageConfig = (config) => config
