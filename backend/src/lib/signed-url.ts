import type { Clock } from "./clock";
import { hmac, safeEqual } from "./crypto";

export type Signed = Record<string, string> & { expires: string; signature: string };

/** Laravel-style temporary signatures: an HMAC over the parameters and the expiry time. */
export function createSigner(key: string, clock: Clock) {
  const payload = (params: Record<string, string>) =>
    Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join("&");

  return {
    sign(params: Record<string, string>, ttlSeconds: number): Signed {
      const expires = String(Math.floor(clock.now().getTime() / 1000) + ttlSeconds);
      const signed = { ...params, expires };
      return { ...signed, signature: hmac(key, payload(signed)) };
    },
    /** Whether the signature matches and has not expired. */
    verify({ signature, ...params }: Record<string, string | undefined>): boolean {
      const expires = Number(params.expires);
      if (!signature || !Number.isFinite(expires) || expires * 1000 < clock.now().getTime()) return false;
      const values = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as Record<string, string>;
      return safeEqual(hmac(key, payload(values)), signature);
    },
  };
}
