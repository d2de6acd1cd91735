/**
 * Auth.js's session cookie, named once for everything that reads, drops or makes one: proxy.ts,
 * the web server's guest pages, the logout on a refused token, and the scripts and tests that sign
 * a user in. It is Auth.js's default name (lib/auth/index.ts sets none): over https it carries the
 * `__Secure-` prefix, and a large one is split into numbered chunks (`….0`, `….1`).
 */
export const SESSION_COOKIE = "authjs.session-token";

/** The name over https. */
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;

/** Any name the session cookie takes: plain or `__Secure-`, whole or a chunk. */
export const SESSION_COOKIE_NAME = new RegExp(`^(?:__Secure-)?${SESSION_COOKIE.replaceAll(".", "\\.")}(?:\\.\\d+)?$`);
