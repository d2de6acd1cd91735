import { createMiddleware } from "hono/factory";

/**
 * Once the process is stopping, each answer closes its connection: a keep-alive client then opens its
 * next one elsewhere instead of racing the shutdown, and the server is not held open by idle sockets.
 */
export const closeConnectionsWhenStopping = (stopping: AbortSignal) =>
  createMiddleware(async (c, next) => {
    await next();
    if (stopping.aborted) c.header("Connection", "close");
  });
