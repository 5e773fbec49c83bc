/** Asks again until `done` holds or the tries run out; resolves the last answer either way. */
export async function pollUntil<T>(
  ask: () => Promise<T>,
  done: (answer: T) => boolean,
  { tries = 8, intervalMs = 1000 }: { tries?: number; intervalMs?: number } = {}
): Promise<T> {
  let answer = await ask()
  for (let i = 1; i < tries && !done(answer); i++) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
    answer = await ask()
  }
  return answer
}
