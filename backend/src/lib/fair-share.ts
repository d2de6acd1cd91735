import { createMiddleware } from "hono/factory";

/**
 * At most `perUser` requests of one bearer token run at once in this process; the others wait
 * their turn, first come first served, holding no database connection meanwhile. One user's
 * burst of heavy reads then takes a few of the pool's connections and a few of the database's
 * cores, never all of them, and everyone else's requests go straight through. A request holds
 * its turn until its handler returns a response: a streamed one (an event stream) lets go once its
 * headers are out, however long it stays open. Requests without a token (guests) are not counted.
 */
export function oneUserAtATime(perUser: number) {
  const users = new Map<string, { running: number; waiting: Array<() => void> }>();

  return createMiddleware(async (c, next) => {
    const token = c.req.header("Authorization");
    if (!token) return next();
    let user = users.get(token);
    if (!user) users.set(token, (user = { running: 0, waiting: [] }));
    if (user.running >= perUser) await new Promise<void>((resolve) => user.waiting.push(resolve));
    else user.running++;
    try {
      await next();
    } finally {
      // The slot passes straight to the next waiting request, or is given back.
      const nextInLine = user.waiting.shift();
      if (nextInLine) nextInLine();
      else if (--user.running === 0) users.delete(token);
    }
  });
}
