import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createMailer } from "./mailer";

let dataDir: string;
beforeAll(async () => void (dataDir = await mkdtemp(path.join(tmpdir(), "mailer-"))));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

it("addresses a message to exactly the stored address, never parsing it as a list or a name", async () => {
  const mailer = createMailer({ dataDir, from: "Compliments <no-reply@localhost>" });
  for (const to of ["someone,victim@example.com", "Eve <victim@example.com>"]) {
    await mailer.send({ to, subject: "Hello", text: "Hi", html: "<p>Hi</p>" });
  }
  const mails = await Promise.all(
    (await readdir(path.join(dataDir, "mail"))).sort().map((file) => readFile(path.join(dataDir, "mail", file), "utf8")),
  );
  const recipients = mails.map((mail) => mail.match(/^To: (.*)$/m)?.[1]);
  expect(recipients).toHaveLength(2);
  for (const to of recipients) expect(to).not.toBe("victim@example.com");
  expect(recipients[0]).toBe("someone,victim@example.com");
});
