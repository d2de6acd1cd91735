import { sql } from "drizzle-orm";
import { Client } from "pg";
import { createApp } from "../app";
import { SERVER_BUSY } from "../lib/errors";
import type { TestApp } from "../test/test-app";
import { seededTestApp, type testUsers } from "../test/users";
import { migrateDatabase, openDatabase, type Database } from "./client";
import { isStatementTimeout } from "./errors";

/** PostgreSQL only (CI's second pass): PGlite runs one statement at a time and has no timers to cancel one. */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres("the statement timeout (DB_STATEMENT_TIMEOUT_MS)", () => {
  let t: TestApp;
  let people: ReturnType<typeof testUsers>;
  let limited: Database;

  beforeAll(async () => {
    ({ t, people } = await seededTestApp());
    limited = await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 2, statementTimeoutMs: 300 });
  }, 60_000);
  afterAll(async () => {
    await limited.close();
    await t.close();
  });

  it("cancels a statement that runs past it, with an error of its own, on every connection of the pool", async () => {
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      const error = await limited.db.execute(sql`select pg_sleep(2)`).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isStatementTimeout(error)).toBe(true);
      expect(Date.now() - started).toBeLessThan(1500);
    }
    const [inTransaction] = await Promise.all([
      limited.db
        .transaction((tx) => tx.execute(sql`select pg_sleep(2)`))
        .then(
          () => undefined,
          (e: unknown) => e,
        ),
      limited.db.execute(sql`select 1`),
    ]);
    expect(isStatementTimeout(inTransaction)).toBe(true);
  });

  it("answers a request whose statement waits too long 503 with Retry-After, not a hang", async () => {
    const app = createApp({ ...t.deps, db: limited.db });
    const author = await people.register("Locked Author");
    const created = await t.request("/v1/compliments", {
      method: "POST",
      json: { to: "Ann", compliment: "Kind words." },
      token: author.token,
    });
    const { id } = (await created.json()).data;
    const holder = new Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query("begin");
      await holder.query("select id from compliments where id = $1 for update", [id]);
      const started = Date.now();
      const res = await app.request(`/v1/compliments/${id}`, {
        method: "PATCH",
        headers: { Authorization: `Bearer ${author.token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ compliment: "Kinder words." }),
      });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(res.status).toBe(503);
      expect(res.headers.get("Retry-After")).toBe("1");
      expect(await res.json()).toEqual({ success: false, message: SERVER_BUSY });
    } finally {
      await holder.query("rollback");
      await holder.end();
    }
  });

  it("leaves migrations free of it, and the pool's connections bound by it afterwards", async () => {
    await migrateDatabase(limited);
    const { rows } = (await limited.db.execute(sql`show statement_timeout`)) as unknown as { rows: { statement_timeout: string }[] };
    expect(rows[0]?.statement_timeout).toBe("300ms");
  });
});
