import { login, uniqueEmail } from "./support/accounts";
import { adminHeaders } from "./support/admin";
import { mainHeading, waitForHydration } from "./support/catalogue";
import { expect, test } from "./support/test";

// Issue 29's edges of the server: the pages' scripts run under the
// Content-Security-Policy without eval (zod jitless, app/lib/zod-config.ts),
// which the page watcher (support/test.ts) would report; the admin API's sync
// of an event the site does not have is a quick 404.

test("my profile, signed in, runs its scripts without anything the Content-Security-Policy refuses", async ({
  context,
  page,
}) => {
  await login(context, { email: uniqueEmail("csp"), name: "Vera Weiss" });
  await page.goto("/en/my/profile");
  await expect(mainHeading(page)).toHaveText("Your profile");
  await waitForHydration(page);
  // A form's schema parses on the first change: the browser's validation runs too.
  await page.getByRole("textbox", { name: "Job title", exact: true }).fill("Head sommelier");
  await page.getByRole("textbox", { name: "Job title", exact: true }).blur();
});

test("syncing an event the site does not have, without asking to create it, is a quick 404", async ({ request }) => {
  const started = Date.now();
  const response = await request.post("/api/admin/events/no-such-event-29/sync", {
    headers: adminHeaders(),
    data: { dryRun: true },
  });
  expect(response.status(), await response.text()).toBe(404);
  expect(Date.now() - started).toBeLessThan(1_000);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error).toMatchObject({ code: "not_found", message: "No event no-such-event-29" });
});
