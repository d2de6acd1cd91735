export const DEVICE_COOKIE = "device_id";
const ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

export const isDeviceId = (value: string | undefined): value is string => !!value && /^[A-Za-z0-9]{10}$/.test(value);

/** 10 random letters or digits (spec §3), drawn without modulo bias. */
export function newDeviceId(): string {
  const out: string[] = [];
  while (out.length < 10) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < 248 && out.length < 10) out.push(ALPHABET.charAt(byte % 62));
    }
  }
  return out.join("");
}

/** The device cookie lasts two years and is never readable by scripts. */
export const deviceCookie = (secure: boolean) =>
  ({ httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 2 * 365 * 24 * 3600 }) as const;

/** The device cookie as a Set-Cookie header value, for responses made outside Next. */
export const deviceCookieHeader = (id: string, secure: boolean) =>
  `${DEVICE_COOKIE}=${id}; Path=/; Max-Age=${deviceCookie(secure).maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
