import { login } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { expect, test } from "./support/test";

// Pages that need a user or a role (docs/product/accounts.md): the organizer's list of people.

const ORGANIZER = { email: "organizer@uncork.example", password: "uncork-demo-2026" };

test("signed out, the page asks to log in; the organizer signs in on it and sees it", async ({ page }) => {
  const response = await page.goto("/en/organizer/people");
  expect(response?.status()).toBe(401);
  await expect(
    page.getByRole("heading", { level: 1, name: "You need to be logged in to see this page." }),
  ).toBeVisible();
  const box = page.getByRole("main").getByRole("form", { name: "Sign in with your password" });
  await box.getByLabel("Email address").fill(ORGANIZER.email);
  await box.getByLabel("Password", { exact: true }).fill(ORGANIZER.password);
  await box.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Registered people" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Registered people" }).getByRole("row").nth(1)).toBeVisible();
  await page.getByRole("link", { name: "Representatives" }).click();
  await expect(page).toHaveURL(/kind=representative/);
  await expect(page.getByRole("cell", { name: "Attendee", exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(page, "the organizer's people page");
});

test("a signed-in visitor without the organizer role gets the permission page, in German and in English", async ({
  page,
  context,
}) => {
  await login(context, { name: "Vera Besucherin" });
  const response = await page.goto("/de/organizer/people");
  expect(response?.status()).toBe(403);
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Sie haben nicht die nötigen Berechtigungen, um diese Seite zu sehen.",
    }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, "the permission page");
  await page.goto("/en/organizer/people");
  await expect(
    page.getByRole("heading", { level: 1, name: "You don't have the necessary permissions to see this page." }),
  ).toBeVisible();
});
