/** A value the test needs in order to go on: fails the test, naming `what`, when it is missing. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, found none.`);
  return value;
}
