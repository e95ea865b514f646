import { expectNoSeriousViolations } from "./support/axe";
import { expect, test } from "./support/test";

// The account pages of issue 3 checked with axe-core like the catalogue's:
// the login dialog, the sign-in page, the sign-in-link validation page and
// the page that needs a signed-in user.

test.describe("accessibility of the account pages (axe-core, WCAG 2.1 AA)", () => {
  test("the login dialog, in each of its forms", async ({ page }) => {
    await page.goto("/en");
    await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in to Uncork" });
    await expect(dialog.getByLabel("Email address")).toBeVisible();
    await expectNoSeriousViolations(page, "the login dialog");
    await dialog.getByRole("button", { name: "Create an account" }).click();
    await dialog.getByRole("button", { name: "Create account" }).click();
    await expect(dialog.getByText("This is a required field").first()).toBeVisible();
    await expectNoSeriousViolations(page, "the sign-up form with errors");
  });

  test("the sign-in page and the sign-in-link validation page", async ({ page }) => {
    await page.goto("/it/sign-in");
    await expect(page.getByRole("heading", { level: 1, name: "Accedi a Uncork" })).toBeVisible();
    await expectNoSeriousViolations(page, "the sign-in page");
    await page.goto("/es/sign-in/link?token=nothing-valid-here");
    await expect(page.getByRole("heading", { level: 1, name: "El enlace parece no ser válido" })).toBeVisible();
    await expectNoSeriousViolations(page, "the invalid sign-in link page");
  });

  test("a page that needs a signed-in user", async ({ page }) => {
    const response = await page.goto("/en/my/profile");
    expect(response?.status()).toBe(401);
    await expect(
      page.getByRole("heading", { level: 1, name: "You need to be logged in to see this page." }),
    ).toBeVisible();
    await expect(page.getByLabel("Email address")).toBeVisible();
    await expectNoSeriousViolations(page, "the sign-in-required page");
  });
});
