// Every setting's default, written once in defaults.json: `npm start` (scripts/start.mjs), the web
// server (web-server/env.ts) and the web's lib/env.ts read them here, the backend's env.ts
// reads the JSON itself. README's settings table and .env.example list the same values.
import defaults from "./defaults.json" with { type: "json" };

export { defaults };

/** The API's address when API_URL is unset: the backend on this host. */
export const defaultApiUrl = (apiPort = defaults.API_PORT) => `http://127.0.0.1:${apiPort}`;
/** The app's public origin when APP_URL is unset. */
export const defaultAppUrl = (port = defaults.PORT) => `http://localhost:${port}`;

/**
 * The settings that depend on others, filled in where unset or empty: ports first, then the URLs
 * built from them. Returns a new object; `source` is not changed.
 */
export function withDefaults(source) {
  const env = { ...source };
  for (const name of ["PORT", "HOST", "API_PORT", "APP_NAME", "AUTH_TRUST_HOST"]) env[name] ||= defaults[name];
  env.API_URL ||= defaultApiUrl(env.API_PORT);
  env.APP_URL ||= defaultAppUrl(env.PORT);
  // Auth.js builds its URLs from AUTH_URL; without it they follow the listening address (0.0.0.0).
  env.AUTH_URL ||= env.APP_URL;
  return env;
}
