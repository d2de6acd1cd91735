/** How long a look that got no answer waits before it is tried again: `firstMs`, doubling up to `maxMs`. */
export type RetryWaits = { firstMs: number; maxMs: number };

/**
 * Looks for what is new one look at a time, so an older answer never lands after a newer one: a
 * look asked for while one is out runs as soon as that one answers. `take` takes each answer and
 * says whether it was one; a look that got none is tried again after `retry`'s wait (none without
 * `retry`), at once if another look was asked for meanwhile. After `stop` no answer is used.
 */
export function looksInTurn<T>(look: () => Promise<T>, take: (answer: T) => boolean, retry?: RetryWaits) {
  let out = false;
  let again = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wait = retry?.firstMs ?? 0;

  async function run() {
    clearTimeout(timer);
    if (out) {
      again = true;
      return;
    }
    out = true;
    const answer = await look();
    out = false;
    if (stopped) return;
    const answered = take(answer);
    if (answered && retry) wait = retry.firstMs;
    if (again) {
      again = false;
      return void run();
    }
    if (answered || !retry) return;
    timer = setTimeout(run, wait);
    wait = Math.min(wait * 2, retry.maxMs);
  }

  return {
    ask: () => void run(),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
