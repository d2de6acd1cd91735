/**
 * Runs `task` (sending mail) after the handler has moved on and never awaits it, so its duration
 * reveals nothing to the client; failures are logged.
 */
export function inBackground(what: string, task: () => Promise<unknown>): void {
  void Promise.resolve()
    .then(task)
    .catch((error) => console.error(`${what} failed:`, error));
}
