/**
 * The code rule, in its one home: a compliment's code (and a user's) is exactly 8 digits. The
 * backend draws codes of this length, the zod schemas, the proxy, the page cache, the event bus and
 * the forwarder test what they are given against it. Spacing people type (`8381 6592`) is dropped
 * before the test (`normalizeCode`, validations/compliment.ts).
 */
export const CODE_LENGTH = 8;

/** The rule as a regular-expression fragment, for patterns that hold a code among other text. */
export const CODE_DIGITS = `\\d{${CODE_LENGTH}}`;

/** Exactly a code, nothing around it. */
export const CODE_PATTERN = new RegExp(`^${CODE_DIGITS}$`);

export const isCode = (text: string) => CODE_PATTERN.test(text);
