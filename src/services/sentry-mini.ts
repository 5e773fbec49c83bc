import {
  Client,
  createStackParser,
  eventFromMessage,
  eventFromUnknownInput,
  resolvedSyncPromise,
  type ClientOptions,
  type Event,
  type EventHint,
  type ParameterizedString,
  type SeverityLevel,
  type StackLineParser
} from '@sentry/core'
import { taroEnv } from '../utils/env'
import { bindClient, monitorOptions } from './sentry-common'

/**
 * The mini programs' Sentry client: `@sentry/core` (the official SDKs' base) with the Taro transport and queue
 * of services/sentry-common.ts. No maintained mini-program SDK fits (the community one is built on Sentry 5);
 * docs/decisions/0019-uploads-and-monitoring.md.
 */

/** WeChat's and Alipay's JavaScript engines print V8-style frames: `at fn (file:line:col)` or `at file:line:col`. */
const v8Line: StackLineParser = [
  30,
  (line) => {
    const m = /^\s*at (?:(.+?) \()?(.*?):(\d+):(\d+)\)?\s*$/.exec(line)
    if (!m) return undefined
    return { function: m[1] || '?', filename: m[2], lineno: Number(m[3]), colno: Number(m[4]), in_app: true }
  }
]
const stackParser = createStackParser(v8Line)

class MiniProgramClient extends Client<ClientOptions> {
  // Client's own constructor is protected: each SDK's client is its own subclass.
  constructor(options: ClientOptions) {
    super(options)
  }

  eventFromException(exception: unknown, hint?: EventHint): PromiseLike<Event> {
    return resolvedSyncPromise(eventFromUnknownInput(this, stackParser, exception, hint))
  }

  eventFromMessage(message: ParameterizedString, level: SeverityLevel = 'info', hint?: EventHint): PromiseLike<Event> {
    return resolvedSyncPromise(eventFromMessage(stackParser, message, level, hint))
  }
}

/** Sets the client up; from then on the reporter's errors go to Sentry. */
export function startSentry(dsn: string): MiniProgramClient {
  const client = new MiniProgramClient({ ...monitorOptions(dsn), stackParser })
  bindClient(client, taroEnv())
  return client
}
