import type { Server } from "node:http";
import type { Logger } from "./log";

export type GracefulStop = {
  server: Server;
  /** How long the requests in progress (and `work`) may take before what is still open is cut. */
  graceMs: number;
  log: Logger;
  /** Ends what would hold the server open for good (event streams), once it takes no new connection. */
  endStreams(): Promise<void> | void;
  /** Work besides requests that gets the same grace (the backend's job worker), with what to log either way. */
  work?: { stop(): Promise<void>; stopped: string; leftRunning: string };
  /** Closes what the requests used to their end (Redis, the database, the last views): runs last. */
  close(): Promise<void>;
};

/**
 * The one graceful stop of both processes (web-server/main.ts, backend/src/main.ts): no new
 * connection is taken and idle ones close, the event streams end (their browsers or web servers
 * reconnect elsewhere), the requests in progress get `graceMs` to finish, then the connections
 * still open are cut and `close` runs. The caller marks itself not ready before calling this.
 */
export async function stopGracefully({ server, graceMs, log, endStreams, work, close }: GracefulStop): Promise<void> {
  log.info({ grace_seconds: graceMs / 1000 }, "Shutting down");
  const answered = new Promise<"done">((resolve) => server.close(() => resolve("done")));
  server.closeIdleConnections();
  await endStreams();

  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<"grace over">((resolve) => (timer = setTimeout(resolve, graceMs, "grace over")));
  const [requests, worked] = await Promise.all([
    Promise.race([answered, graceOver]),
    work && Promise.race([work.stop().then(() => "done" as const), graceOver]),
  ]);
  clearTimeout(timer);
  if (requests === "done") log.info("Requests in progress answered");
  else {
    log.warn("Grace period over: closing the connections still open");
    server.closeAllConnections();
  }
  if (work) {
    if (worked === "done") log.info(work.stopped);
    else log.warn(work.leftRunning);
  }
  await close();
  log.info("Stopped");
}

/**
 * Runs `stop` on the first SIGINT or SIGTERM, or when the process that started it with an IPC
 * channel is gone, then exits 0; only the first counts. Should the last writes hang, the process
 * ends all the same `hangMs` later.
 */
export function stopOnSignal(stop: (signal: NodeJS.Signals) => Promise<void>, hangMs: number): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), hangMs).unref();
    void stop(signal).finally(() => process.exit(0));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  // `npm start` starts it in a process group of its own, with an IPC channel: should the starter be
  // killed outright, no signal comes, but the channel closes. Run any other way, there is none.
  if (process.channel) {
    process.channel.unref();
    process.once("disconnect", () => onSignal("SIGTERM"));
  }
}
