import pino, { type DestinationStream, type Logger } from "pino";
import pretty from "pino-pretty";
import defaults from "../../config/defaults.json";
import { redact } from "./redact";

export type { Logger };

/**
 * Each process's one logger: JSON lines on stdout, one object per event, every line passed through
 * `redact` first. `LOG_FORMAT=pretty` (the default on a terminal) prints them for people instead;
 * `LOG_LEVEL` (default info) sets how much. `mixin` adds fields to every line (the request's id, say).
 * A logger given its own `stream` (a test capturing lines) logs at `level` or info: LOG_LEVEL is
 * about the process's output, which tests keep quiet.
 */
export function createLogger(
  service: string,
  options: { level?: string; format?: string; stream?: DestinationStream; mixin?: () => object } = {},
): Logger {
  const level = options.level ?? (options.stream ? undefined : process.env.LOG_LEVEL) ?? defaults.LOG_LEVEL;
  const format = options.format ?? process.env.LOG_FORMAT ?? (process.stdout.isTTY ? "pretty" : "json");
  const out = options.stream ?? (format === "pretty" ? prettyStream() : stdoutStream());
  const redacting: DestinationStream = {
    write(line) {
      out.write(redact(line));
      if (isError(line)) (out as { flush?: () => void }).flush?.();
    },
  };
  return pino(
    { level, base: { service }, errorKey: "err", serializers: { err: pino.stdSerializers.err }, mixin: options.mixin },
    redacting,
  );
}

/** pino writes `level` first: 50 error, 60 fatal. */
const isError = (line: string) => line.startsWith('{"level":5') || line.startsWith('{"level":6');

/** How long a line may wait to be written with others. */
const FLUSH_MS = 250;

/**
 * Lines go out 4 kB or a quarter of a second at a time rather than one write each (a request's line
 * would otherwise cost a system call on every answer), errors at once, and whatever is held when
 * the process exits. Written on this thread: writing from libuv's pool grew the web's memory by
 * a third over the five-minute soak.
 */
function stdoutStream(): DestinationStream {
  const out = pino.destination({ dest: 1, sync: true, minLength: 4096, periodicFlush: FLUSH_MS });
  process.once("exit", () => out.flushSync());
  return out;
}

function prettyStream(): DestinationStream {
  return pretty({ colorize: process.stdout.isTTY, ignore: "pid,hostname", translateTime: "HH:MM:ss.l", sync: true });
}
