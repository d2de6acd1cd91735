import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { startProcess, stopProcess } from "./processes";

/** The local PostgreSQL's admin connection, where scripts create their throw-away databases. */
export const adminUrl = process.env.SCALE_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";

export async function withClient<T>(connectionString: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database named `<prefix>_<random>`; `drop` removes it, connections and all. */
export async function freshDatabase(prefix: string): Promise<{ url: string; drop(): Promise<unknown> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}

/** `npm run db:seed` on that database: its migrations and the demo data; answers the seed's last line. */
export async function seedDatabase(databaseUrl: string): Promise<string> {
  const child = startProcess(["node_modules/tsx/dist/cli.mjs", "backend/src/db/seed-cli.ts"], { DATABASE_URL: databaseUrl }, "seed");
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve)).finally(() => stopProcess(child));
  if (code !== 0) throw new Error(`db:seed exited with ${code}`);
  return output.trim().split("\n").at(-1) ?? "";
}
