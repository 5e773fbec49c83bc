/** What src/index.html's boot gate lists until the build fills it in (empty in development: nothing to hold). */
export const APP_SCRIPTS_MARKER = '[/*APP_SCRIPTS*/]'

/** The tags html-webpack-plugin writes for the app's entry scripts (`scriptLoading: 'defer'`, Taro's default). */
const DEFERRED = /<script\s+defer(?:="defer")?\s+src="([^"]+)"><\/script>/g

/**
 * The app's deferred script tags become preloads (downloaded at once, as before) and the boot gate's list, which
 * starts them in the same order once the first-paint layer is on screen or nothing is to be painted.
 * docs/decisions/0031-h5-paint-then-boot.md. Throws when index.html is not in the shape this expects, so a change
 * of Taro's or html-webpack-plugin's output fails the build instead of leaving a page that never boots.
 */
export function gateAppScripts(html: string): string {
  if (!html.includes(APP_SCRIPTS_MARKER)) throw new Error('index.html has no boot gate list to fill')
  const files: string[] = []
  const out = html.replace(DEFERRED, (_tag, src: string) => {
    files.push(src)
    return `<link rel="preload" as="script" href="${src}">`
  })
  if (!files.length) throw new Error('index.html has no deferred app scripts for the boot gate')
  if (/<script\b[^>]*\bsrc=/.test(out)) throw new Error('index.html has a script tag the boot gate does not start')
  return out.replace(APP_SCRIPTS_MARKER, JSON.stringify(files))
}
