import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { startGate, startingPage } from "./start-gate";

describe("the Starting… page", () => {
  it("says what is going on, in a page with lang, a title and a viewport, and retries the same address", () => {
    const page = startingPage("Compliments", "/show-compliment?code=12345678");
    expect(page).toContain('<html lang="en">');
    expect(page).toContain("<title>Starting… – Compliments</title>");
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toContain('<a href="/show-compliment?code=12345678">Retry</a>');
  });

  it("never retries another site, and escapes what it shows", () => {
    expect(startingPage("A", "//evil.example/x")).toContain('<a href="/">Retry</a>');
    expect(startingPage("A", "/\\evil.example/x")).toContain('<a href="/">Retry</a>');
    expect(startingPage("A", '/a"><script>')).not.toContain("<script>");
    expect(startingPage("<b>", "/")).toContain("&#60;b&#62;");
  });
});

describe("the start gate", () => {
  let backend: Server;
  let healthy = false;
  let healthChecks = 0;
  beforeAll(async () => {
    backend = createServer((req, res) => {
      if (req.url === "/v1/health") healthChecks++;
      res.writeHead(req.url === "/v1/health" && healthy ? 200 : 503).end();
    });
    await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => new Promise((resolve) => backend.close(resolve)));

  it("answers 503 with Retry-After and the Starting… page until the backend is healthy, then lets every request through", async () => {
    const gate = startGate({ apiUrl: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`, appName: "Compliments" });
    const sent: { status?: number; headers?: Record<string, string>; body?: string } = {};
    const res = {
      writeHead: (status: number, headers: Record<string, string>) => Object.assign(sent, { status, headers }),
      end: (body?: string) => void (sent.body = body),
    };
    const req = { url: "/login", method: "GET" };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the two calls the gate makes on each
    const hold = () => gate.hold(req as any, res as any);
    // The gate asks again only once it has read the last answer: a second check proves the first 503 kept it shut.
    for (let i = 0; i < 100 && healthChecks < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(healthChecks).toBeGreaterThanOrEqual(2);
    expect(hold()).toBe(true);
    expect(sent).toMatchObject({ status: 503, headers: { "Retry-After": "2", "Cache-Control": "no-store" } });
    expect(sent.body).toContain('<a href="/login">Retry</a>');

    healthy = true;
    await gate.opened;
    expect(hold()).toBe(false);
    healthy = false;
    expect(hold()).toBe(false);
  });
});
