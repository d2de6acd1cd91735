import { Writable } from "node:stream";
import { codeRunsIn } from "../../lib/ops/code-runs";
import { createLogger } from "../../lib/ops/log";
import { captureConsole } from "./console";

/** console.* sent to a logger that keeps its lines in memory, as the web server sends it to its own. */
function captured() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      raw.push(String(chunk));
      lines.push(
        ...String(chunk)
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line)),
      );
      done();
    },
  });
  const restore = captureConsole(createLogger("web", { level: "debug", format: "json", stream }));
  return { lines, restore, text: () => raw.join("") };
}

class ResponseAborted extends Error {
  name = "ResponseAborted";
}

describe("console captured by the web's logger", () => {
  let capture: ReturnType<typeof captured>;
  beforeEach(() => (capture = captured()));
  afterEach(() => capture.restore());

  it("writes an error Next prints as one error line, its message without colour codes or Next's mark", () => {
    console.error("\u001b[31m\u001b[1m⨯\u001b[22m\u001b[39m", new Error("Network error or server is down"));
    console.warn("\u001b[33mslow\u001b[39m page", 3);
    expect(capture.lines).toMatchObject([
      { level: 50, msg: "Network error or server is down", err: { message: "Network error or server is down" } },
      { level: 40, msg: "slow page 3" },
    ]);
  });

  it("writes a browser that hung up at debug, not as an error", () => {
    console.error("\u001b[31m\u001b[1m⨯\u001b[22m\u001b[39m", new ResponseAborted());
    expect(capture.lines).toEqual([expect.objectContaining({ level: 20, msg: "The browser hung up before the answer was sent" })]);
    expect(JSON.stringify(capture.lines)).not.toContain('"err"');
  });

  it("carries no 4 digits of a code, nor of a coupon token, from the paths and query strings Next prints", () => {
    const code = "48213907";
    const token = "3q2-7wEZ4nBqv1R9sLk0dg";
    const urls = [
      `/c/${code}`,
      "/c/4821-3907",
      "/show-compliment?code=4821+3907&intent=claim",
      `/print-compliment-card?code=${code}`,
      `/business/redeem?t=${token}`,
      `/api/v1/compliments/code/${code}`,
      `http://127.0.0.1:4000/v1/coupons/scan/${token}`,
    ];
    for (const url of urls) {
      console.error("\u001b[31m\u001b[1m⨯\u001b[22m\u001b[39m", new Error(`Failed to load ${url}: fetch failed`));
      console.warn(`GET ${url} took 3000 ms`);
    }
    expect(capture.lines).toHaveLength(urls.length * 2);
    expect(codeRunsIn(capture.text(), code)).toEqual([]);
    expect(codeRunsIn(capture.text(), token)).toEqual([]);
  });

  it("puts console back", () => {
    capture.restore();
    const spy = jest.spyOn(process.stdout, "write").mockImplementation(() => true);
    console.info("after");
    spy.mockRestore();
    expect(capture.lines).toEqual([]);
  });
});
