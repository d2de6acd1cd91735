/** A fresh CSP nonce: 128 random bits, base64. */
export const newNonce = () => btoa(crypto.randomUUID());

// Every security header of the web, written once. Plain JavaScript: next.config.mjs reads it as
// well as the app and the web server (web-server/).

/**
 * The Content-Security-Policy for a page, allowing only scripts that carry this response's nonce.
 * @param {string} nonce
 * @param {boolean} dev
 * @returns {string}
 */
export function contentSecurityPolicy(nonce, dev) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // Toasts inject their stylesheet at run time; styles cannot run code, scripts stay nonce-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers for every response of the web app, pages and files alike. */
export const staticSecurityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(self), microphone=(), geolocation=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/**
 * The same headers as one record, for the answers the web server writes itself (cached pages,
 * redirects, refusals), which Next's `headers()` in next.config.mjs never sees.
 * @type {Record<string, string>}
 */
export const securityHeaderFields = Object.fromEntries(staticSecurityHeaders.map(({ key, value }) => [key, value]));

/**
 * HSTS for every response of a site served over https (files and errors included); none over http.
 * @param {string} appUrl
 * @returns {string | undefined}
 */
export const strictTransportSecurity = (appUrl) => (appUrl.startsWith("https:") ? "max-age=31536000; includeSubDomains" : undefined);
