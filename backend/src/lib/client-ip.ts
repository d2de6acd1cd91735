import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { addressKey } from "@/lib/address-key";

export { addressKey };

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // an in-process request (app.request in tests) has no socket
  }
}

/** What a request with no socket is counted under: one caller, never a trusted proxy. */
export const NO_SOCKET = "no-socket";

/**
 * The caller's address. X-Forwarded-For is believed only from a trusted proxy (the web server),
 * known by its socket address, and then only its right-most untrusted entry, which no client can
 * forge. A request with no socket (in-process) is not a proxy's: its header is not believed either.
 */
function clientAddress(c: Context, trustedProxies: ReadonlySet<string>): string {
  const remote = socketAddress(c) ?? NO_SOCKET;
  if (!trustedProxies.has(remote)) return remote;
  const chain = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return chain.findLast((address) => !trustedProxies.has(address)) ?? chain[0] ?? remote;
}

/** What per-address limits count the caller under: see `addressKey`. */
export const clientKey = (c: Context, trustedProxies: ReadonlySet<string>): string => addressKey(clientAddress(c, trustedProxies));

/** Whether the request comes straight from a trusted proxy (the web server), by its socket address alone. */
export function fromTrustedPeer(c: Context, trustedProxies: ReadonlySet<string>): boolean {
  const remote = socketAddress(c);
  return remote !== undefined && trustedProxies.has(remote);
}
