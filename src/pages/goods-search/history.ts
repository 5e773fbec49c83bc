import { SEARCH_HISTORY_KEY } from '@/constants/storage-keys'
import { readStorage, removeStorage, writeStorage } from '@/utils/storage'

/** How many words the history keeps; older ones drop off. */
export const HISTORY_MAX = 10
/** The server takes keywords of at most 50 characters. */
export const KEYWORD_MAX = 50

/** A keyword as it is searched: trimmed, inner whitespace collapsed, at most 50 characters. */
export function normalizeKeyword(word: unknown): string {
  if (typeof word !== 'string') return ''
  return [...word.trim().replace(/\s+/g, ' ')].slice(0, KEYWORD_MAX).join('')
}

/** The stored history, newest first; anything unreadable counts as none. */
export function readHistory(): string[] {
  const stored = readStorage<unknown>(SEARCH_HISTORY_KEY)
  if (!Array.isArray(stored)) return []
  const words = stored.map(normalizeKeyword).filter(Boolean)
  return [...new Set(words)].slice(0, HISTORY_MAX)
}

/** Puts a searched word first (moving it up if it was there already); returns the new history. */
export function addHistory(word: string): string[] {
  const w = normalizeKeyword(word)
  if (!w) return readHistory()
  const next = [w, ...readHistory().filter((x) => x !== w)].slice(0, HISTORY_MAX)
  writeStorage(SEARCH_HISTORY_KEY, next)
  return next
}

export function clearHistory(): void {
  removeStorage(SEARCH_HISTORY_KEY)
}
