// `npm run jobs`: the running backend's job queue, as an operator watches it. Asks API_URL's
// /internal/jobs, which answers only to TRUSTED_PROXIES peers (this host, by default).
import defaults from "../config/defaults.json";

const api = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? defaults.API_PORT}`;

async function main() {
  const res = await fetch(`${api}/internal/jobs`).catch((error: Error) => {
    throw new Error(`The backend at ${api} does not answer (${error.message}). Is it running?`);
  });
  if (!res.ok) throw new Error(`${api}/internal/jobs answered ${res.status}: run this on a host listed in TRUSTED_PROXIES.`);
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
