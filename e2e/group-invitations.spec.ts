import { expect, test } from "@playwright/test";
import { expectNoViolationsAt } from "./fixtures/axe";
import { mailsTo } from "./fixtures/outbox";
import { api, signedIn, verifiedUser } from "./fixtures/session";

// Issue 33's invitations, through the organiser's page: addresses are invited by mail (with the
// signing link, never the code, and a one-click unsubscribe), the panel shows invited vs signed,
// and "Remind everyone who hasn't signed" reminds only those who have not, at most twice. axe on
// the panel at both widths. The group compliment and the signature come through the API
// (`invite_signers`, POST /v1/signing/{token}/signatures).

const INVITATION = /^(A reminder: )?Olive [a-z0-9]* invites you to sign a group compliment for Robin$/;
const invitationMails = async (to: string) => (await mailsTo(to)).filter((m) => INVITATION.test(m.subject));

test("the organiser invites by mail, sees who signed, and reminds only those who have not, at most twice", async ({ browser }) => {
  test.slow(); // mails through the queue, axe at two widths
  const organiser = await verifiedUser("olive");
  const member = await verifiedUser("mia");
  const created = await api("/v1/compliments", {
    token: organiser.token,
    json: { to: "Robin", compliment: "Thank you for a year of Monday mornings.", invite_signers: true },
  });
  expect(created.status).toBe(201);
  const code = created.body.data.code as string;
  const stamp = Date.now();
  const [ava, ben] = [`ava.${stamp}@example.org`, `ben.${stamp}@example.org`];

  const page = await signedIn(browser, organiser);
  await page.goto(`/show-your-compliment?code=${code}`);
  const panel = page.getByRole("region", { name: "Invite by e-mail" });
  await expect(panel).toContainText("Nobody has been invited by e-mail yet.");

  // A wrong address is named, and nothing is sent.
  const box = panel.getByLabel("E-mail addresses to invite");
  await box.fill(`${ava}, not-an-address`);
  await panel.getByRole("button", { name: "Send invitations" }).click();
  await expect(panel).toContainText("not-an-address is not a valid e-mail address.");
  await box.fill(`${ava}, ${ben}\n${member.email}, ${ava}`);
  await panel.getByRole("button", { name: "Send invitations" }).click();
  await expect(panel.getByRole("status")).toHaveText("3 invitations are on their way.");
  await expect(box).toHaveValue("");
  await expect(panel).toContainText("0 of 3 invited people have signed.");
  const invited = panel.getByRole("list", { name: "Invited" });
  await expect(invited.getByRole("listitem")).toHaveCount(3);

  // The mail carries the signing link, never the code, and a one-click unsubscribe.
  await expect.poll(async () => (await invitationMails(ava)).length).toBe(1);
  const [mail] = await invitationMails(ava);
  const link = mail!.text.match(/https?:\/\/\S+\/sign\/([A-Za-z0-9_-]+)/);
  expect(link, "the signing link").not.toBeNull();
  expect(mail!.text).not.toContain(code);
  expect(mail!.headers).toMatch(/^List-Unsubscribe: <https?:\/\/\S+\/unsubscribe\/one-click\?token=[^>]+>$/m);

  // The member signs with their account: the panel shows them signed.
  const signed = await api(`/v1/signing/${link![1]}/signatures`, {
    token: member.token,
    json: { message: "Mondays were better with you." },
  });
  expect(signed.status).toBe(201);
  await page.reload();
  await expect(panel).toContainText("1 of 3 invited people have signed.");
  await expect(invited.getByRole("listitem").filter({ hasText: member.email.toLowerCase() })).toContainText("Signed");
  await expectNoViolationsAt(page, "the invitations panel");
  await page.setViewportSize({ width: 1280, height: 800 });

  const remind = panel.getByRole("button", { name: "Remind everyone who hasn't signed" });
  await remind.click();
  await expect(panel.getByRole("status")).toHaveText("2 reminders are on their way.");
  await expect(invited.getByRole("listitem").filter({ hasText: ava })).toContainText("Not signed yet, reminded once");
  await remind.click();
  await expect(invited.getByRole("listitem").filter({ hasText: ben })).toContainText("Not signed yet, reminded 2 times");
  await remind.click();
  await expect(panel.getByRole("status")).toHaveText("No one was reminded: everyone invited has signed or has had two reminders.");
  await expect(panel).toContainText("Nobody is left to remind.");
  await expectNoViolationsAt(page, "the invitations panel after reminders");

  await expect.poll(async () => (await invitationMails(ben)).length).toBe(3);
  expect((await invitationMails(ava)).map((m) => m.subject.startsWith("A reminder:"))).toEqual([false, true, true]);
  expect(await invitationMails(member.email)).toHaveLength(1);
});
