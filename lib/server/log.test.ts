import { Writable } from "node:stream";
import { createLogger } from "../ops/log";
import { captureConsole } from "./log";

/** console.* sent to a logger that keeps its lines in memory, as the web server sends it to its own. */
function captured() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
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
  return { lines, restore };
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

  it("puts console back", () => {
    capture.restore();
    const spy = jest.spyOn(process.stdout, "write").mockImplementation(() => true);
    console.info("after");
    spy.mockRestore();
    expect(capture.lines).toEqual([]);
  });
});
