import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { api, fromOwnPages, logIn, signedIn, verifiedUser } from "./fixtures/session";

const fieldError = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).locator("xpath=ancestor::div[2]").locator("p[id$='-error']");

test("personal details: each message appears, country then state, and the preview shows it", async ({ browser }) => {
  const user = await verifiedUser("profiler");
  const page = await signedIn(browser, user);
  await page.goto("/profile");
  await page.getByLabel("First Name").fill("Al");
  await expect(fieldError(page, "First Name")).toHaveText("First Name must be 3-20 characters and cannot be numbers only");
  await page.getByLabel("Last Name").fill("x");
  await page.getByLabel("Last Name").fill("");
  await expect(fieldError(page, "Last Name")).toHaveText("Last Name is required");
  await page.getByLabel("Mobile").fill("12");
  await expect(fieldError(page, "Mobile")).toHaveText("Mobile No must be 6-20 digits");
  await page.getByLabel("Description").fill("1234");
  await expect(fieldError(page, "Description")).toHaveText("Description must be 5-1000 characters and cannot be numbers only");
  await page.getByLabel("Address").fill("12");
  await expect(fieldError(page, "Address")).toHaveText("Address must be 3-100 characters and cannot contain only numbers");
  await page.getByLabel("Zip Code").fill("ab");
  await expect(fieldError(page, "Zip Code")).toHaveText("Zip Code must be 3-15 digits");
  await page.getByRole("button", { name: "Save Personal Details" }).click();
  await expect(page.getByText("Personal details updated successfully!")).toHaveCount(0);

  await page.getByLabel("First Name").fill("Alexandra");
  await page.getByLabel("Last Name").fill("Stone");
  await page.getByLabel("Mobile").fill("+44 20 7946 0958");
  await page.getByLabel("Description").fill("I collect kind words and good coffee.");
  await page.getByLabel("Address").fill("221B Baker Street");
  await page.getByLabel("Zip Code").fill("10001");
  await page.getByLabel("Country").selectOption({ label: "United Kingdom" });
  await expect(page.getByLabel("State")).toBeEnabled();
  await page.getByLabel("State").selectOption({ label: "England" });
  await page.getByRole("button", { name: "Save Personal Details" }).click();
  await expect(page.getByText("Personal details updated successfully!")).toBeVisible();

  await page.getByRole("link", { name: "Preview Details" }).click();
  await expect(page.getByRole("heading", { name: "Alexandra Stone" })).toBeVisible();
  await expect(page.getByText("I collect kind words and good coffee.")).toBeVisible();
  await page.goto("/profile-dashboard");
  await expect(page.getByRole("link", { name: "Edit Profile" })).toBeVisible();
  const contact = page.getByRole("region", { name: "Contact" });
  await expect(contact).toContainText("+44 20 7946 0958");
  await expect(contact).toContainText("221B Baker Street");
  await expect(contact).toContainText("United Kingdom");
  await expect(contact).toContainText(user.email);
});

test("profile picture: upload a PNG, capture from the camera, refuse what is not a picture", async ({ browser }) => {
  const user = await verifiedUser("picture");
  const page = await signedIn(browser, user);
  await page.goto("/profile");
  await page.getByRole("tab", { name: "Profile Picture" }).click();
  await page.getByRole("button", { name: "Save Picture" }).click();
  await expect(page.getByText("Please upload or capture a profile picture")).toBeVisible();

  await page.getByLabel("Upload a picture").setInputFiles({ name: "evil.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") });
  await page.getByRole("button", { name: "Save Picture" }).click();
  await expect(page.getByText("The avatar must be a JPEG, PNG or WebP image.")).toBeVisible();

  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#3a6ea5" } }).png().toBuffer();
  await page.getByLabel("Upload a picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Save Picture" }).click();
  await expect(page.getByText("Profile picture updated successfully!")).toBeVisible();
  const profile = await api("/v1/users/profile", { token: user.token });
  const first = profile.body.data.data.avatar as string;
  expect(first).toMatch(/^avatars\/.+\.webp$/);

  await page.getByRole("button", { name: "WebCam" }).click();
  await expect(page.getByLabel("Camera preview")).toBeVisible();
  await page.waitForFunction(() => (document.querySelector("video") as HTMLVideoElement | null)?.videoWidth);
  await page.getByRole("button", { name: "Capture Photo" }).click();
  await page.getByRole("button", { name: "Save Picture" }).click();
  await expect(page.getByText("Profile picture updated successfully!").first()).toBeVisible();
  await expect.poll(async () => (await api("/v1/users/profile", { token: user.token })).body.data.data.avatar).not.toBe(first);

  const bad = await page.request.post("/api/v1/users/profile", {
    headers: fromOwnPages(),
    multipart: { _method: "PATCH", avatar: { name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not really a picture") } },
  });
  expect(bad.status()).toBe(422);
});

test("links: three slots, add and remove, messages with the slot number, unsafe links refused", async ({ browser }) => {
  const user = await verifiedUser("linker");
  const page = await signedIn(browser, user);
  await page.goto("/profile");
  await page.getByRole("tab", { name: "My Links" }).click();
  await expect(page.getByLabel(/^Site Name \d$/)).toHaveCount(3);
  await page.getByRole("button", { name: "Add a link" }).click();
  await expect(page.getByLabel(/^Site Name \d$/)).toHaveCount(4);
  await page.getByRole("button", { name: "Remove site 4" }).click();
  await expect(page.getByLabel(/^Site Name \d$/)).toHaveCount(3);

  await page.getByLabel("Site Name 2").fill("12");
  await page.getByLabel("Site URL 2").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save Links" }).click();
  await expect(page.getByText("Site Name 2 must be 3-50 characters and cannot be numbers only.")).toBeVisible();
  await expect(page.getByText("Invalid URL format for Site 2.")).toBeVisible();

  await page.getByLabel("Site Name 1").fill("  My blog  ");
  await page.getByLabel("Site URL 1").fill("blog.example.com");
  await page.getByLabel("Site Name 2").fill("");
  await page.getByLabel("Site URL 2").fill("");
  await page.getByRole("button", { name: "Save Links" }).click();
  await expect(page.getByText("Links updated successfully!")).toBeVisible();
  const saved = await api("/v1/users/profile", { token: user.token });
  expect(saved.body.data.data.links).toEqual([{ name: "My blog", url: "blog.example.com" }]);

  await page.goto("/user-profile");
  await expect(page.getByRole("link", { name: "My blog" })).toHaveAttribute("href", "https://blog.example.com/");
  await expect(page.locator("a[href^='javascript:']")).toHaveCount(0);
});

test("another user's dashboard: no contact details for a guest, and the message box starts a conversation", async ({ browser }) => {
  const owner = await verifiedUser("owner");
  const visitor = await verifiedUser("visitor");
  const ownerPage = await signedIn(browser, owner);
  await ownerPage.goto("/profile");
  await ownerPage.getByLabel("First Name").fill("Olivia");
  await ownerPage.getByLabel("Last Name").fill("Owner");
  await ownerPage.getByLabel("Mobile").fill("555 123 4567");
  await ownerPage.getByRole("button", { name: "Save Personal Details" }).click();
  await expect(ownerPage.getByText("Personal details updated successfully!")).toBeVisible();
  const ownerId = (await api("/v1/auth/me", { token: owner.token })).body.data.id;

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(`/profile-dashboard/${ownerId}`);
  await expect(guest.getByRole("heading", { name: "Olivia Owner" })).toBeVisible();
  await expect(guest.getByText("555 123 4567")).toHaveCount(0);
  await expect(guest.getByRole("region", { name: "Contact" })).toHaveCount(0);
  await expect(guest.getByLabel("Message Olivia Owner")).toBeVisible();

  const page = await signedIn(browser, visitor);
  await page.goto(`/profile-dashboard/${ownerId}`);
  await page.getByLabel("Message Olivia Owner").fill("Hi");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("The message must be at least 3 characters long.")).toBeVisible();
  await page.getByLabel("Message Olivia Owner").fill("Hello Olivia, lovely to meet you!");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/messages\?id=\d+$/);
  await expect(page.getByText("Hello Olivia, lovely to meet you!")).toBeVisible();

  await ownerPage.goto("/messages-list");
  await ownerPage.getByRole("row", { name: new RegExp(visitor.name) }).getByRole("link", { name: visitor.name }).click();
  await expect(ownerPage.getByText("Hello Olivia, lovely to meet you!")).toBeVisible();
});

test("the reviews panel lists reviews by the user and to the user", async ({ browser }) => {
  const author = await verifiedUser("reviewed");
  const reviewer = await verifiedUser("reviewer");
  const ads = (await api("/v1/ads", { token: author.token })).body.data;
  const created = await api("/v1/compliments", { token: author.token, json: { to: "Reviewed Person", compliment: "Thanks for the great service." } });
  await api(`/v1/compliments/${created.body.data.id}`, { token: author.token, method: "PATCH", json: { ads: [ads[0].id] } });
  // Only the compliment's author and its claimer may review: the reviewer opens it with its code and claims it.
  const detail = await api(`/v1/compliments/code/${created.body.data.code}`, { token: reviewer.token });
  expect((await api(`/v1/compliments/${created.body.data.id}/claim`, { token: reviewer.token, method: "POST" })).status).toBe(200);
  const complimentAdId = detail.body.data.ads[0].compliment_ad_id;
  const posted = await api("/v1/compliments/ads/reviews", { token: reviewer.token, json: { compliment_ad_id: complimentAdId, review: "Great coupon, thank you!" } });
  expect(posted.status).toBe(201);

  const page = await signedIn(browser, author);
  await page.goto("/profile-dashboard");
  await page.getByRole("tab", { name: "Reviews", exact: true }).click();
  await expect(page.getByRole("tab", { name: "Reviews by me (0)" })).toBeVisible();
  await expect(page.getByText("No reviews by you yet.")).toBeVisible();
  await page.getByRole("tab", { name: "Reviews to you (1)" }).click();
  const card = page.getByRole("link", { name: /Great coupon, thank you!/ });
  await expect(card).toContainText(reviewer.name);
  await expect(card).toContainText(`Compliment ${created.body.data.code} for Reviewed Person`);
  await card.click();
  await expect(page).toHaveURL(`/show-compliment-dashboard?code=${created.body.data.code}`);

  // On the author's public dashboard, someone who neither wrote nor claimed it sees the review without the code or recipient.
  const authorId = (await api("/v1/auth/me", { token: author.token })).body.data.id;
  const stranger = await signedIn(browser, await verifiedUser("stranger"));
  await stranger.goto(`/profile-dashboard/${authorId}`);
  await stranger.getByRole("tab", { name: "Reviews", exact: true }).click();
  await stranger.getByRole("tab", { name: "Reviews to you (1)" }).click();
  await expect(stranger.getByText("Great coupon, thank you!")).toBeVisible();
  await expect(stranger.getByRole("link", { name: /Great coupon, thank you!/ })).toHaveCount(0);
  await expect(stranger.getByText(created.body.data.code)).toHaveCount(0);
  await expect(stranger.getByText(/Reviewed Person/)).toHaveCount(0);
});
