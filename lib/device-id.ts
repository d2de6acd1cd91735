export const DEVICE_COOKIE = "device_id";
const ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

export const isDeviceId = (value: string | undefined): value is string => !!value && /^[A-Za-z0-9]{10}$/.test(value);

/** Random bytes drawn a page at a time: one draw per id cost more than everything else a cached page does. */
const pool = new Uint8Array(4096);
let used = pool.length;

function randomByte(): number {
  if (used === pool.length) {
    crypto.getRandomValues(pool);
    used = 0;
  }
  return pool[used++]!;
}

/** 10 random letters or digits (spec §3), drawn without modulo bias. */
export function newDeviceId(): string {
  let id = "";
  while (id.length < 10) {
    const byte = randomByte();
    if (byte < 248) id += ALPHABET.charAt(byte % 62);
  }
  return id;
}

/** The device cookie lasts two years and is never readable by scripts. */
export const deviceCookie = (secure: boolean) =>
  ({ httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 2 * 365 * 24 * 3600 }) as const;

/** The device cookie as a Set-Cookie header value, for responses made outside Next. */
export const deviceCookieHeader = (id: string, secure: boolean) =>
  `${DEVICE_COOKIE}=${id}; Path=/; Max-Age=${deviceCookie(secure).maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

const DEVICE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([^;]*)`);

/** For responses made outside Next: the browser's device id from its Cookie header, or a new one and the Set-Cookie header that gives it. */
export function deviceOf(cookieHeader: string | undefined, secure: boolean): { device: string; setCookie?: string } {
  const known = DEVICE_COOKIE_VALUE.exec(cookieHeader ?? "")?.[1];
  if (isDeviceId(known)) return { device: known };
  const device = newDeviceId();
  return { device, setCookie: deviceCookieHeader(device, secure) };
}
