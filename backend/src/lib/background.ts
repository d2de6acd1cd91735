/** Lets work (sending mail) finish after the response, so its duration reveals nothing; failures are logged. */
export function inBackground(task: Promise<unknown>, what: string): void {
  task.catch((error) => console.error(`${what} failed:`, error));
}
