import { Writable } from "node:stream";
import { createLogger } from "@/lib/ops/log";
import { scopeFields } from "../lib/log";

/** A logger writing JSON lines at `level` and above into memory (whatever LOG_LEVEL says), and what it wrote, line by line. */
export function capturedLog(level = "debug") {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      written.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return {
    log: createLogger("api", { level, format: "json", stream, mixin: scopeFields }),
    text: () => written.join("\n"),
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
