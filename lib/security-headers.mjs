/** A fresh CSP nonce: 128 random bits, base64. */
export const newNonce = () => btoa(crypto.randomUUID());

// Plain JavaScript: next.config.mjs reads it as well as the app.

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
