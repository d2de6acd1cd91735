// `npm run jobs`: the running backend's job queue, as an operator watches it. Asks API_URL's
// /internal/jobs with the internal token: INTERNAL_TOKEN, or the one `npm start` keeps in DATA_DIR/secrets.json.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import defaults from "../config/defaults.json";
import { internalAuthorization } from "../lib/internal-token";

const api = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? defaults.API_PORT}`;

function internalToken(): string {
  if (process.env.INTERNAL_TOKEN) return process.env.INTERNAL_TOKEN;
  const file = path.resolve(process.env.DATA_DIR || defaults.DATA_DIR, "secrets.json");
  const saved = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { INTERNAL_TOKEN?: string }) : {};
  if (saved.INTERNAL_TOKEN) return saved.INTERNAL_TOKEN;
  throw new Error(`No internal token: set INTERNAL_TOKEN to the backend's (${file} holds none).`);
}

async function main() {
  const res = await fetch(`${api}/internal/jobs`, { headers: { Authorization: internalAuthorization(internalToken()) } }).catch(
    (error: Error) => {
      throw new Error(`The backend at ${api} does not answer (${error.message}). Is it running?`);
    },
  );
  if (!res.ok) throw new Error(`${api}/internal/jobs answered ${res.status}: is INTERNAL_TOKEN the backend's?`);
  const stats = (await res.json()) as { pending: number; scheduled: number; failed: number; oldest_waiting_seconds: number };
  console.log(`Job queue at ${api}`);
  console.log(`  pending (due now)      ${stats.pending}`);
  console.log(`  oldest waiting         ${stats.oldest_waiting_seconds} s`);
  console.log(`  scheduled (later)      ${stats.scheduled}`);
  console.log(`  failed (given up)      ${stats.failed}`);
  if (process.argv.includes("--json")) console.log(JSON.stringify(stats));
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
