import { BrowserClient, defaultStackParser, httpContextIntegration } from '@sentry/browser'
import { bindClient, monitorOptions } from './sentry-common'

/**
 * The H5 Sentry client: the official browser SDK's client and stack parser, with the shared transport, queue and
 * limits (services/sentry-common.ts). Loaded as its own chunk after the first paint (services/error-hooks.ts), so
 * the home first screen carries none of it. The app's own window handlers feed it (through the reporter), so the
 * SDK's global handlers are not installed twice.
 */
export function startSentry(dsn: string): BrowserClient {
  const client = new BrowserClient({
    ...monitorOptions(dsn, [httpContextIntegration()]),
    stackParser: defaultStackParser
  })
  bindClient(client, 'h5')
  return client
}
