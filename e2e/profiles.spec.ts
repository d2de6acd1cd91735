import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { choose, combobox } from "./fixtures/combobox";
import { api, apiUrl, fromOwnPages, revokeSession, signedIn, verifiedUser } from "./fixtures/session";

const fieldError = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).locator("xpath=ancestor::div[2]").locator("p[id$='-error']");

test("personal details: each message appears, country then state, and the preview shows it", async ({ browser }) => {
  const user = await verifiedUser("profiler");
  // The signature (spec §3) is part of the details but edited nowhere: saving the tab sends it back unchanged.
  const withSignature = new FormData();
  for (const [name, value] of Object.entries({ first_name: "Signed", last_name: "Person", signature: "Yours truly, Alexandra" })) {
    withSignature.set(name, value);
  }
  const signed = await fetch(`${apiUrl()}/v1/users/profile`, {
    method: "PATCH",
    headers: { Authorization: `Bearer ${user.token}` },
    body: withSignature,
  });
  expect(signed.status).toBe(200);
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
  const saved = await api("/v1/users/profile", { token: user.token });
  expect(saved.body.data.data).toMatchObject({ first_name: "Alexandra", signature: "Yours truly, Alexandra" });
});

test("profile picture: upload a PNG, capture from the camera, refuse what is not a picture", async ({ browser }) => {
  const user = await verifiedUser("picture");
  const page = await signedIn(browser, user);
  await page.goto("/profile");
  await page.getByRole("tab", { name: "Profile Picture" }).click();
  await page.getByRole("button", { name: "Save Picture" }).click();
  await expect(page.getByText("Please upload or capture a profile picture")).toBeVisible();

  await page
    .getByLabel("Upload a picture")
    .setInputFiles({ name: "evil.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") });
  await page.getByRole("button", { name: "Save Picture" }).click();
  await expect(page.getByText("The avatar must be a JPEG, PNG or WebP image.")).toBeVisible();

  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#3a6ea5" } })
    .png()
    .toBuffer();
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
  test.slow(); // several pages walked key by key or opened by two people: over 30 s on a loaded 2-core runner
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
  await ownerPage
    .getByRole("row", { name: new RegExp(visitor.name) })
    .getByRole("link", { name: visitor.name })
    .click();
  await expect(ownerPage.getByText("Hello Olivia, lovely to meet you!")).toBeVisible();
});

test("the reviews panel lists reviews by the user and to the user", async ({ browser }) => {
  const author = await verifiedUser("reviewed");
  const reviewer = await verifiedUser("reviewer");
  const ads = (await api("/v1/ads", { token: author.token })).body.data;
  const created = await api("/v1/compliments", {
    token: author.token,
    json: { to: "Reviewed Person", compliment: "Thanks for the great service." },
  });
  await api(`/v1/compliments/${created.body.data.id}`, { token: author.token, method: "PATCH", json: { ads: [ads[0].id] } });
  // Only the compliment's author and its claimer may review: the reviewer opens it with its code and claims it.
  const detail = await api(`/v1/compliments/code/${created.body.data.code}`, { token: reviewer.token });
  expect((await api(`/v1/compliments/${created.body.data.id}/claim`, { token: reviewer.token, method: "POST" })).status).toBe(200);
  const complimentAdId = detail.body.data.ads[0].compliment_ad_id;
  const posted = await api("/v1/compliments/ads/reviews", {
    token: reviewer.token,
    json: { compliment_ad_id: complimentAdId, review: "Great coupon, thank you!" },
  });
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

  // On the author's public dashboard, someone who neither wrote nor claimed it does not see the recipient's review
  // there (it would say who received the author's compliment); on the reviewer's, without the code or recipient.
  const [authorId, reviewerId] = await Promise.all(
    [author, reviewer].map(async (u) => (await api("/v1/auth/me", { token: u.token })).body.data.id as number),
  );
  const stranger = await signedIn(browser, await verifiedUser("stranger"));
  await stranger.goto(`/profile-dashboard/${authorId}`);
  await stranger.getByRole("tab", { name: "Reviews", exact: true }).click();
  await stranger.getByRole("tab", { name: `Reviews to ${author.name} (0)` }).click();
  await expect(stranger.getByText(`No reviews to ${author.name} yet.`)).toBeVisible();
  await stranger.goto(`/profile-dashboard/${reviewerId}`);
  await stranger.getByRole("tab", { name: "Reviews", exact: true }).click();
  await expect(stranger.getByRole("tab", { name: `Reviews by ${reviewer.name} (1)` })).toBeVisible();
  await expect(stranger.getByText("Great coupon, thank you!")).toBeVisible();
  await expect(stranger.getByRole("link", { name: /Great coupon, thank you!/ })).toHaveCount(0);
  await expect(stranger.getByText(created.body.data.code)).toHaveCount(0);
  await expect(stranger.getByText(/Reviewed Person/)).toHaveCount(0);
  await expect(stranger.getByText(author.name)).toHaveCount(0);
});

test("links: a half-filled slot is dropped, not refused; the complete one is saved and shown", async ({ browser }) => {
  const user = await verifiedUser("halflinks");
  const page = await signedIn(browser, user);
  await page.goto("/profile");
  await page.getByRole("tab", { name: "My Links" }).click();
  await page.getByLabel("Site Name 1").fill(" Portfolio ");
  await page.getByLabel("Site URL 1").fill("portfolio.example.com");
  await page.getByLabel("Site Name 2").fill("Only a name");
  await page.getByLabel("Site URL 3").fill("only-a-url.example.com");
  await page.getByRole("button", { name: "Save Links" }).click();
  await expect(page.getByText("Links updated successfully!")).toBeVisible();
  // The slots now show what was saved.
  await expect(page.getByLabel("Site Name 1")).toHaveValue("Portfolio");
  await expect(page.getByLabel("Site Name 2")).toHaveValue("");
  await expect(page.getByLabel("Site URL 3")).toHaveValue("");

  await page.reload();
  await page.getByRole("tab", { name: "My Links" }).click();
  await expect(page.getByLabel(/^Site Name \d$/)).toHaveCount(3);
  await expect(page.getByLabel("Site Name 1")).toHaveValue("Portfolio");
  await expect(page.getByLabel("Site URL 1")).toHaveValue("portfolio.example.com");
  await expect(page.getByLabel("Site Name 2")).toHaveValue("");
  await expect(page.getByLabel("Site URL 3")).toHaveValue("");
  const saved = await api("/v1/users/profile", { token: user.token });
  expect(saved.body.data.data.links).toEqual([{ name: "Portfolio", url: "portfolio.example.com" }]);
});

test("another user's dashboard names whose reviews they are and shows their favourite ads, paged", async ({ browser }) => {
  const owner = await verifiedUser("dana");
  const ownerId = (await api("/v1/auth/me", { token: owner.token })).body.data.id;
  const details = new FormData();
  details.set("first_name", "Dana");
  details.set("last_name", "Fields");
  const named = await fetch(`${apiUrl()}/v1/users/profile`, {
    method: "PATCH",
    headers: { Authorization: `Bearer ${owner.token}` },
    body: details,
  });
  expect(named.status).toBe(200);
  const ads = (await api("/v1/ads", { token: owner.token })).body.data as Array<{
    id: number;
    title: string;
    business_profile: { id: number; name: string };
  }>;
  const liked = ads.slice(0, 7);
  for (const ad of liked) expect((await api(`/v1/ads/${ad.id}/toggle-favorite`, { token: owner.token, method: "POST" })).status).toBe(200);

  const page = await signedIn(browser, await verifiedUser("viewer"));
  await page.goto(`/profile-dashboard/${ownerId}`);
  await expect(page.getByRole("heading", { name: "Dana Fields" })).toBeVisible();
  await page.getByRole("tab", { name: "Reviews", exact: true }).click();
  await expect(page.getByRole("tab", { name: "Reviews by Dana Fields (0)" })).toBeVisible();
  await expect(page.getByText("No reviews by Dana Fields yet.")).toBeVisible();
  await page.getByRole("tab", { name: "Reviews to Dana Fields (0)" }).click();
  await expect(page.getByText("No reviews to Dana Fields yet.")).toBeVisible();
  // Whole words: the Block dialog on the page says "reply to your compliments".
  await expect(page.getByText(/\b(by you|to you|by me)\b/)).toHaveCount(0);

  await page.getByRole("tab", { name: "Favourites Ads" }).click();
  const panel = page.getByRole("tabpanel", { name: "Favourites Ads" });
  await expect(combobox(panel, "Filter By Business Profile")).toHaveValue("All businesses");
  await expect(panel.getByLabel("Per page")).toHaveValue("6");
  // Their favourites, with the viewer's own hearts (not the owner's 'Remove').
  await expect(panel.getByRole("button", { name: /^Add .+ to favourites$/ })).toHaveCount(6);
  await expect(panel.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await panel.getByRole("button", { name: "Page 2" }).click();
  await expect(panel.getByRole("button", { name: /^Add .+ to favourites$/ })).toHaveCount(1);
  await panel.getByLabel("Per page").selectOption("12");
  await expect(panel.getByRole("button", { name: /^Add .+ to favourites$/ })).toHaveCount(7);
  for (const ad of liked) await expect(panel.getByText(ad.title, { exact: true })).toBeVisible();

  // Favourites are public on a profile dashboard: a guest sees them too (reviews ask them to log in).
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(`/profile-dashboard/${ownerId}`);
  await guest.getByRole("tab", { name: "Reviews", exact: true }).click();
  await expect(guest.getByRole("tabpanel", { name: "Reviews" }).getByRole("link", { name: "Log in" })).toBeVisible();
  await guest.getByRole("tab", { name: "Favourites Ads" }).click();
  const guestPanel = guest.getByRole("tabpanel", { name: "Favourites Ads" });
  await expect(guestPanel.getByRole("button", { name: /^Add .+ to favourites$/ })).toHaveCount(6);
  await expect(guestPanel.getByLabel("Per page")).toHaveValue("6");
  // With the business filter, as a signed-in viewer has it.
  const business = liked[0]!.business_profile;
  await choose(guestPanel, "Filter By Business Profile", business.name.slice(0, 5), business.name);
  const ofBusiness = liked.filter((ad) => ad.business_profile.id === business.id);
  await expect(guestPanel.getByRole("button", { name: /^Add .+ to favourites$/ })).toHaveCount(ofBusiness.length);
  for (const ad of ofBusiness) await expect(guestPanel.getByText(ad.title, { exact: true })).toBeVisible();
});

test("a review card shows its ad on a phone", async ({ browser }) => {
  const author = await verifiedUser("phone");
  const reviewer = await verifiedUser("critic");
  const ad = (await api("/v1/ads", { token: author.token })).body.data[1];
  const created = await api("/v1/compliments", {
    token: author.token,
    json: { to: "Phone Person", compliment: "Thanks for the quick repair." },
  });
  await api(`/v1/compliments/${created.body.data.id}`, { token: author.token, method: "PATCH", json: { ads: [ad.id] } });
  const detail = await api(`/v1/compliments/code/${created.body.data.code}`, { token: reviewer.token });
  expect((await api(`/v1/compliments/${created.body.data.id}/claim`, { token: reviewer.token, method: "POST" })).status).toBe(200);
  const complimentAdId = detail.body.data.ads[0].compliment_ad_id;
  const posted = await api("/v1/compliments/ads/reviews", {
    token: reviewer.token,
    json: { compliment_ad_id: complimentAdId, review: "Works on my phone." },
  });
  expect(posted.status).toBe(201);

  const page = await signedIn(browser, author);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/profile-dashboard");
  await page.getByRole("tab", { name: "Reviews", exact: true }).click();
  await page.getByRole("tab", { name: "Reviews to you (1)" }).click();
  const card = page.getByRole("link", { name: /Works on my phone\./ });
  await expect(card.getByText(ad.title, { exact: true })).toBeVisible();
  await expect(card.getByText(ad.contact, { exact: true })).toBeVisible();
  // Below the text, not squeezed beside it.
  const text = await card.getByText("Works on my phone.").boundingBox();
  const title = await card.getByText(ad.title, { exact: true }).boundingBox();
  expect(title!.y).toBeGreaterThan(text!.y + text!.height - 1);
});

test("a profile save after the session ended goes to log in, then back to the profile", async ({ browser }) => {
  const user = await verifiedUser("expired");
  const page = await signedIn(browser, user);
  await page.goto("/profile");
  await page.getByRole("tab", { name: "My Links" }).click();
  // The backend token behind this browser's session is revoked elsewhere.
  await revokeSession(page);

  await page.getByLabel("Site Name 1").fill("Late blog");
  await page.getByLabel("Site URL 1").fill("late.example.com");
  await page.getByRole("button", { name: "Save Links" }).click();
  await expect(page).toHaveURL(/\/login\?reason=save-expired&next=%2Fprofile$/);
  await expect(page.getByText("Unauthenticated User. Please login again.").first()).toBeVisible();

  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
});
