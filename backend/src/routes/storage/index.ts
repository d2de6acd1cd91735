import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { files } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { notFound } from "../../lib/errors";

/** What the server makes keys of (`avatars/<token>.webp`, `seed/logos/<name>.webp`); anything else names no file. */
const KEY = /^[\w-]+(?:[./][\w-]+)*$/;
const KEY_MAX = 120;

/** Serves stored images. Keys are never reused for other content, so responses are immutable. */
export const storageRouter = ({ db }: AppDeps) =>
  new Hono().get("/:key{.+}", async (c) => {
    const key = c.req.param("key");
    if (key.length > KEY_MAX || !KEY.test(key)) throw notFound("File");
    const [file] = await db.select().from(files).where(eq(files.key, key)).limit(1);
    if (!file) throw notFound("File");
    const etag = `"${file.sha256}"`;
    const headers = {
      "Content-Type": file.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
    };
    if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
    return c.body(Buffer.from(file.bytes), 200, headers);
  });
