import { CODE_LENGTH } from "@/common/code";
import { randomDigits } from "./crypto";
import { ApiError } from "./errors";

/** Codes drawn per look-up: at 50 % full all 16 are taken once in 65,536 look-ups. */
const CANDIDATES = 16;
/** Look-ups before giving up: 64 candidates, all taken only when the space is nearly full (at 95 %: 4 %). */
const ROUNDS = 4;

export const noFreeCode = () => new ApiError(503, "No free code is left. Please try again later.");

type FreshCodeOptions = {
  /** Which of `codes` are taken, in one look-up; without it every candidate is tried. */
  taken?: (codes: string[]) => Promise<ReadonlySet<string>>;
  /** A candidate code: random digits of the code's length. */
  draw?: () => string;
};

/**
 * Runs `insert` under a code nobody holds: draws 16 candidates, asks which are taken in one look-up,
 * and tries the free ones in turn (`insert` answers undefined when a concurrent writer took the code
 * first). As the space fills this stays one look-up and one insert: at 50 % full, sequential random
 * tries need two on average and five fail together once in 32 (docs/decisions.md, "the code space").
 */
export async function insertUnderFreshCode<T>(
  insert: (code: string) => Promise<T | undefined>,
  { taken, draw = () => randomDigits(CODE_LENGTH) }: FreshCodeOptions = {},
): Promise<T> {
  for (let round = 0; round < ROUNDS; round++) {
    const candidates = [...new Set(Array.from({ length: CANDIDATES }, draw))];
    const held = taken ? await taken(candidates) : new Set<string>();
    for (const code of candidates) {
      if (held.has(code)) continue;
      const written = await insert(code);
      if (written !== undefined) return written;
    }
  }
  throw noFreeCode();
}
