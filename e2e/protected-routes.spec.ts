import { expect, test } from "@playwright/test";

const protectedRoutes = [
  "/profile",
  "/user-profile",
  "/create-compliment",
  "/create-compliment-code",
  "/send-message",
  "/messages",
  "/conversation",
  "/connections",
  "/messages-list",
  "/compliments-from-others",
  "/your-compliments",
  "/show-compliment-dashboard",
  "/show-your-compliment",
  "/edit-compliment",
  "/choose-ads",
  "/business-profile/1",
  "/profile-dashboard",
  "/dashboard",
];

test.describe("a guest", () => {
  for (const route of protectedRoutes) {
    test(`is sent from ${route} to /login with the message`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(/\/login\?/);
      expect(new URL(page.url()).searchParams.get("next")).toBe(route);
      await expect(page.getByText("Please log in to access this page.")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Log In" })).toBeVisible();
    });
  }

  test("can open the public pages", async ({ page }) => {
    for (const route of ["/", "/home", "/login", "/profile-dashboard/1"]) {
      await page.goto(route);
      await expect(page).not.toHaveURL(/reason=auth-required/);
    }
  });
});
