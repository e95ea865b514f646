import type { Locator, Page } from "@playwright/test";
import { login, uniqueEmail } from "./support/accounts";
import { registerPerson } from "./support/people";
import { expect, test } from "./support/test";

// A person using only the keyboard never loses their place
// (docs/product/catalogue.md#page-behaviour): after every navigation the
// focus is on the new page's heading (or whatever the page gave it), after
// every answer on the message. Were it left on <body>, the next Tab would
// start again at the header, and a screen reader would say nothing of what
// happened.

/** What has the focus, as a person would name it: "BODY" when nothing does. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return "BODY";
    return `${active.tagName} ${(active.textContent ?? "").trim().slice(0, 80)}`;
  });
}

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator, most = 60): Promise<void> {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("booking a meeting with the keyboard alone: the focus follows every page and every answer", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const seller = await registerPerson(request, {
    kind: "representative",
    email: uniqueEmail("sam"),
    name: `Sam Seller ${tag}`,
    company: "Weingut Sam",
    jobTitle: "Sales",
    discoverable: true,
  });
  const visitor = await registerPerson(request, {
    kind: "attendee",
    email: uniqueEmail("kim"),
    name: `Kim Keys ${tag}`,
    company: "Vinoteca Kim",
  });
  const context = await browser.newContext();
  await login(context, { email: visitor.email, name: visitor.name });
  const page = await context.newPage();

  await page.goto("/en/people");
  const search = page.getByLabel("Name, company, job title or country");
  await tabTo(page, search);
  await page.keyboard.type(seller.name);
  await page.keyboard.press("Enter");
  const requestLink = page.getByRole("link", { name: new RegExp(`^Request a meeting ?: ${seller.name}$`) });
  await expect(requestLink).toBeVisible();

  // Enter on the card's link: the booking page opens with the focus on its heading.
  await tabTo(page, requestLink);
  await page.keyboard.press("Enter");
  const heading = page.getByRole("heading", { level: 1, name: `Request a meeting with ${seller.name}` });
  await expect(heading).toBeVisible();
  await expect
    .poll(() => focused(page), { message: "the focus after opening the booking form" })
    .toBe(`H1 Request a meeting with ${seller.name}`);

  // Without a message, the refusal takes the focus to the field.
  const times = page.getByRole("group", { name: "Time" });
  await tabTo(page, times.getByRole("radio").first());
  await page.keyboard.press("ArrowDown");
  await expect(times.getByRole("radio").nth(1)).toBeChecked();
  await tabTo(page, page.getByLabel("Your telephone number"));
  await page.keyboard.type("+49 30 1234567");
  await tabTo(page, page.getByLabel(/Share my contact details/));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByLabel(/I accept the terms and conditions/));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Send the request" }));
  await page.keyboard.press("Enter");
  const message = page.getByLabel("Your message");
  await expect(message).toHaveAccessibleDescription(/Please provide a message to your partner\./);
  await expect(message).toBeFocused();

  // With a message the request is sent: the focus is on the notice that says so.
  await page.keyboard.type("Your Riesling, at your table?");
  await tabTo(page, page.getByRole("button", { name: "Send the request" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/my\/meetings\/[^/?]+\?done=request$/);
  const notice = `Your request has been sent. ${seller.name} is told by e-mail.`;
  await expect.poll(() => focused(page), { message: "the focus after sending the request" }).toBe(`P ${notice}`);

  // The next Tab goes on from there, in the page, not back to the header.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
  await context.close();
});
