// Serves the built Next.js app. A custom server so that X-Forwarded-For always ends with the real
// socket address (Next keeps a client-sent header as it is, which would let anyone pick the
// address that rate limits see), and so that every response, files and errors included, carries
// HSTS when the app is served over https.
import { createServer } from "node:http";
import next from "next";

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || "0.0.0.0";
const dev = process.argv.includes("--dev");
// Auth.js builds its URLs from AUTH_URL; without it they follow the listening address (0.0.0.0).
process.env.AUTH_URL ||= process.env.APP_URL || `http://localhost:${port}`;
const hsts = process.env.APP_URL?.startsWith("https:") ? "max-age=31536000; includeSubDomains" : undefined;

const app = next({ dev, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((req, res) => {
  const prior = req.headers["x-forwarded-for"];
  const address = req.socket.remoteAddress ?? "";
  req.headers["x-forwarded-for"] = prior ? `${prior}, ${address}` : address;
  if (hsts) res.setHeader("Strict-Transport-Security", hsts);
  handle(req, res);
}).listen(port, hostname, () => console.log(`Web listening on http://localhost:${port}${dev ? " (dev)" : ""}`));
