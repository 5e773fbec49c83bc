/**
 * H5 only: the answer that index.html's inline script asked for while the app's scripts downloaded (the home
 * template, or the goods of a goods-info link; docs/decisions/0027-h5-early-answer.md). The request wrapper takes
 * it once for the same URL and body instead of asking again, so the first screen waits for the slower of the two,
 * not for both in a row. Answers that are the same for every shopper are asked for without a session; the one
 * personal call asked early, a signed-in shopper's cart (docs/decisions/0029-h5-cold-boot.md), carries the session the
 * app stored and is taken only by a call that sends that same Authorization.
 */
interface EarlyAnswer {
  key: string
  answer: Promise<unknown>
  /** The Authorization the early call sent ('' or absent: none, the answer is everyone's). */
  auth?: string
  /** When it was asked (Date.now()). */
  at?: number
}

/**
 * A personal answer is taken only this soon after it was asked: the landing page asks within the first seconds of a
 * cold visit; a cart page that only opens later (the landing one never asked: a failed chunk, another page first)
 * must not be shown a cart from before the shopper's changes.
 */
export const PERSONAL_EARLY_ANSWER_MS = 10_000

type EarlyWindow = { __EARLY_ANSWER__?: EarlyAnswer }

export function takeEarlyAnswer(
  url: string,
  data: Record<string, unknown>,
  authorization = ''
): Promise<unknown> | null {
  if (process.env.TARO_ENV !== 'h5') return null
  const w = globalThis as EarlyWindow
  const early = w.__EARLY_ANSWER__
  if (!early || early.key !== `${url} ${JSON.stringify(data)}`) return null
  if (early.auth && (early.auth !== authorization || !(Date.now() - (early.at ?? 0) < PERSONAL_EARLY_ANSWER_MS)))
    return null
  w.__EARLY_ANSWER__ = undefined
  return early.answer
}
