import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "x-request-id";

/** What a request id may be when it comes from outside: short, and nothing a log line could be forged with. */
const WELL_FORMED = /^[\w.:@/+=-]{1,128}$/;

/**
 * A request's id: the one a trusted proxy (load balancer, or the web server for the backend) sent,
 * or a new one. An untrusted caller's header is ignored, so nobody can pose as another request.
 */
export function requestIdOf(sent: string | string[] | null | undefined, fromTrustedPeer: boolean): string {
  const value = Array.isArray(sent) ? sent[0] : sent;
  return fromTrustedPeer && value && WELL_FORMED.test(value) ? value : randomUUID();
}
