// Serves the built Next.js app. A custom server only so that X-Forwarded-For always ends with the
// real socket address: Next keeps a client-sent header as it is, which would let anyone pick the
// address that rate limits see.
import { createServer } from "node:http";
import next from "next";

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || "0.0.0.0";
const dev = process.argv.includes("--dev");

const app = next({ dev, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((req, res) => {
  const prior = req.headers["x-forwarded-for"];
  const address = req.socket.remoteAddress ?? "";
  req.headers["x-forwarded-for"] = prior ? `${prior}, ${address}` : address;
  handle(req, res);
}).listen(port, hostname, () => console.log(`Web listening on http://localhost:${port}${dev ? " (dev)" : ""}`));
