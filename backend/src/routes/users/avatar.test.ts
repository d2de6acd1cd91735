import { eq } from "drizzle-orm";
import sharp from "sharp";
import { crc32, deflateSync } from "node:zlib";
import { files, profiles } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { testUsers, type TestUser } from "../../test/users";
import { firstRow } from "../../db/rows";

let t: TestApp;
let people: ReturnType<typeof testUsers>;
let robin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  people = testUsers(t);
  robin = await people.register("Robin Rivera");
}, 60_000);
afterAll(() => t.close());

const tooLarge = "The avatar must not be larger than 2 MB.";
const notAnImage = "The avatar must be a JPEG, PNG or WebP image.";
const tooManyPixels = "The avatar must not be larger than 4096 × 4096 pixels.";

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

function upload(avatar: Blob | string, token: string | null = robin.token) {
  const body = new FormData();
  body.set("_method", "PATCH");
  body.set("avatar", avatar);
  return t.request("/v1/users/profile", { method: "POST", token: token ?? undefined, body });
}

async function uploaded(file: File, token = robin.token): Promise<string> {
  const res = await upload(file, token);
  const body = await res.json();
  expect({ status: res.status, message: body.message }).toEqual({ status: 200, message: "Profile updated successfully." });
  expect(body.data.avatar).toMatch(/^avatars\/[\w-]{22}\.webp$/);
  return body.data.avatar;
}

async function refused(file: Blob | string, message: string) {
  const res = await upload(file);
  expect(res.status).toBe(422);
  expect(await res.json()).toEqual({ success: false, message, errors: { avatar: [message] } });
}

/** A PNG whose header declares `width` × `height` (with a valid CRC) over a few bytes of pixel data. */
function pngDeclaring(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(64 * 1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const currentAvatar = async (user: TestUser) =>
  firstRow(await t.db.select({ avatar: profiles.avatar }).from(profiles).where(eq(profiles.userId, user.id)), "the profile").avatar;

describe("POST /v1/users/profile: the picture", () => {
  it("stores a PNG, a JPEG and a WebP as a 256 × 256 WebP served from storage with nosniff", async () => {
    const images = [
      new File([new Uint8Array(await picture(640, 480).png().toBuffer())], "me.png", { type: "image/png" }),
      new File([new Uint8Array(await picture(300, 900).jpeg().toBuffer())], "avatar.jpg", { type: "image/jpeg" }),
      new File([new Uint8Array(await picture(100, 100).webp().toBuffer())], "avatar", { type: "image/webp" }),
    ];
    for (const image of images) {
      const key = await uploaded(image);
      const res = await t.request(`/storage/${key}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      const stored = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(stored).toMatchObject({ format: "webp", width: 256, height: 256 });
      expect((await (await t.request("/v1/users/profile", { token: robin.token })).json()).data.data.avatar).toBe(key);
    }
  });

  it("judges the type by the bytes, not by the name or the declared type", async () => {
    const png = await picture(64, 64).png().toBuffer();
    expect(await uploaded(new File([new Uint8Array(png)], "photo.txt", { type: "text/plain" }))).toBeTruthy();
    const gif = await picture(64, 64).gif().toBuffer();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64"/></svg>';
    const refusals = [
      new File([svg], "avatar.svg", { type: "image/svg+xml" }),
      new File([svg], "avatar.png", { type: "image/png" }),
      new File(["just some text, really"], "avatar.png", { type: "image/png" }),
      new File([new Uint8Array(gif)], "avatar.png", { type: "image/png" }),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])], "broken.png", { type: "image/png" }),
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0])], "broken.jpg", { type: "image/jpeg" }),
      new File([new Uint8Array(png).subarray(0, png.length - 40)], "truncated.png", { type: "image/png" }),
    ];
    for (const file of refusals) await refused(file, notAnImage);
    await refused("not a file", notAnImage);
  });

  it("refuses files over 2 MB, and bodies over 3 MB with the same 422", async () => {
    const before = await currentAvatar(robin);
    const padded = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      return new File([bytes], "huge.png", { type: "image/png" });
    };
    await refused(padded(2.5 * 1024 * 1024), tooLarge);
    await refused(padded(3.5 * 1024 * 1024), tooLarge);

    const form = new FormData();
    form.set("avatar", padded(4 * 1024 * 1024));
    const bytes = await new Response(form).arrayBuffer();
    const res = await t.request("/v1/users/profile", {
      method: "PATCH",
      token: robin.token,
      body: bytes,
      headers: { "Content-Type": new Response(form).headers.get("content-type")!, "Content-Length": String(bytes.byteLength) },
    });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ avatar: [tooLarge] });
    expect(await currentAvatar(robin)).toBe(before);
  });

  it("refuses pictures over 4096 × 4096 pixels, decompression bombs included, without decoding them", async () => {
    for (const image of [picture(5000, 10), picture(10, 5000)]) {
      await refused(new File([new Uint8Array(await image.png().toBuffer())], "wide.png", { type: "image/png" }), tooManyPixels);
    }
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2048);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: "png", width: 20_000, height: 20_000 });
    await refused(new File([new Uint8Array(bomb)], "bomb.png", { type: "image/png" }), tooManyPixels);
    // Within the size limit but with far too little pixel data: refused as a broken image, not a 500.
    await refused(new File([new Uint8Array(pngDeclaring(4096, 4096))], "short.png", { type: "image/png" }), notAnImage);
  });

  it("drops the metadata of the original", async () => {
    const jpeg = await picture(400, 300)
      .jpeg()
      .withExif({ IFD0: { Copyright: "Robin", Artist: "Robin Rivera" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const key = await uploaded(new File([new Uint8Array(jpeg)], "exif.jpg", { type: "image/jpeg" }));
    const file = firstRow(await t.db.select().from(files).where(eq(files.key, key)), "file");
    const stored = await sharp(Buffer.from(file.bytes)).metadata();
    expect(stored).toMatchObject({ width: 256, height: 256 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(Buffer.from(file.bytes).includes("Robin")).toBe(false);
  });

  it("deletes the user's previous upload but never a seeded picture", async () => {
    const alex = await people.register("Alex Avatar");
    const png = new File([new Uint8Array(await picture(32, 32).png().toBuffer())], "a.png", { type: "image/png" });
    const first = await uploaded(png, alex.token);
    const second = await uploaded(png, alex.token);
    expect(second).not.toBe(first);
    expect((await t.request(`/storage/${first}`)).status).toBe(404);
    expect((await t.request(`/storage/${second}`)).status).toBe(200);

    const seeded = { key: "seed/avatars/alex.webp", contentType: "image/webp", bytes: new Uint8Array([1]), sha256: "0".repeat(64) };
    await t.db.insert(files).values(seeded);
    await t.db.update(profiles).set({ avatar: seeded.key }).where(eq(profiles.userId, alex.id));
    await uploaded(png, alex.token);
    expect((await t.request(`/storage/${seeded.key}`)).status).toBe(200);
  });

  it("answers 401 to guests before reading the upload", async () => {
    const res = await upload(new File([new Uint8Array(4 * 1024 * 1024)], "big.png"), null);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, message: "Unauthenticated." });
  });
});
