export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/**
 * The system clock moved by the seconds written in `file`, re-read at most once a second: for
 * end-to-end tests that need a later day (a coupon past its expiry) on a running backend. Only
 * when CLOCK_OFFSET_FILE is set; a missing or unreadable file is no offset.
 */
export function fileOffsetClock(file: string, read: (file: string) => string): Clock {
  let offsetMs = 0;
  let readAt = -Infinity;
  return {
    now() {
      const now = Date.now();
      if (now - readAt >= 1000) {
        readAt = now;
        try {
          offsetMs = (Number(read(file).trim()) || 0) * 1000;
        } catch {
          offsetMs = 0;
        }
      }
      return new Date(now + offsetMs);
    },
  };
}
