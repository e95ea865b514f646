import { login, signedInPage, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { registerPerson } from "./support/people";
import { expect, test } from "./support/test";

// The people directory and the booking form (docs/product/meetings.md):
// search and the fixed-role pages, "No attendees found", every required
// field's message beside it, the 404 page for an unknown person, signed
// out the spec's words, and the directory in German.

test("search, the representatives' page, nobody found, and every field of the booking form refused beside it", async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const rep = await registerPerson(request, {
    kind: "representative",
    email: uniqueEmail("dir-rep"),
    name: `Dora Directory ${tag}`,
    company: `Kellerei ${tag}`,
    discoverable: true,
  });
  const visitor = await registerPerson(request, { kind: "attendee", email: uniqueEmail("dir-vis"), name: "Ugo User" });
  const page = await signedInPage(browser, visitor);

  // The representatives' page lists representatives only; a company search finds her.
  await page.goto(`/en/people/representatives?q=${encodeURIComponent(`Kellerei ${tag}`)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Exhibitors' representatives" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("1 person");
  await expect(page.getByRole("heading", { level: 2, name: rep.name })).toBeVisible();
  await expectNoSeriousViolations(page, "the people directory");

  // Everyone from her stand's exhibitor: the directory narrowed to that exhibitor's people.
  await page
    .getByRole("link", { name: /^Everyone from / })
    .first()
    .click();
  await expect(page).toHaveURL(/exhibitorId=/);
  await expect(page.getByRole("heading", { level: 2, name: rep.name })).toBeVisible();

  // Nobody matches.
  await page.getByLabel("Name, company, job title or country").fill(`nobody-${tag}-zzz`);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("No attendees found");

  // Every required field, refused beside itself, the first one focused.
  await page.goto(`/en/people/${rep.id}`);
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByLabel("Your message")).toHaveAccessibleDescription(
    /Please provide a message to your partner\./,
  );
  await expect(page.getByLabel("Your message")).toBeFocused();
  await expect(page.getByLabel("Your telephone number")).toHaveAccessibleDescription(
    "Please enter your telephone number.",
  );
  await expect(page.getByLabel(/Share my contact details/)).toHaveAccessibleDescription(
    "You must agree to share your contact details.",
  );
  await expect(page.getByLabel(/I accept the terms and conditions/)).toHaveAccessibleDescription(
    "You must accept the terms and conditions.",
  );
  await expectNoSeriousViolations(page, "the booking form with errors");

  // Someone unknown is the 404 page.
  expect((await page.goto("/en/people/no-such-person"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.context().close();
});

test("signed out: representatives only, a hint to sign in, and the booking form says why it cannot load", async ({
  page,
  request,
}) => {
  const rep = await registerPerson(request, {
    kind: "representative",
    email: uniqueEmail("anon-rep"),
    name: `Anna Anon ${Date.now().toString(36)}`,
    discoverable: true,
  });
  await page.goto("/en/people");
  await expect(page.getByText("Sign in to see visitors.")).toBeVisible();
  expect((await page.goto(`/en/people/${rep.id}`))?.status()).toBe(401);
  await expect(
    page.getByRole("heading", { name: "We can't load the meeting details because you are not logged in." }),
  ).toBeVisible();
});

test("the directory in German", async ({ browser, request }) => {
  const visitor = await registerPerson(request, { kind: "attendee", email: uniqueEmail("de-vis"), name: "Gerd Gast" });
  const page = await signedInPage(browser, visitor);
  await page.goto("/de/people");
  await expect(page.getByRole("heading", { level: 1, name: "Personen" })).toBeVisible();
  await expect(page.getByLabel("Name, Firma, Position oder Land")).toBeVisible();
  await expect(page.getByRole("link", { name: /Termin anfragen/ }).first()).toBeVisible();
  await expectNoSeriousViolations(page, "the German people directory");
  await page.context().close();
});

test("a time taken while the form was open is refused beside the times, which are read again, with the message kept", async ({
  browser,
  request,
}) => {
  const rep = await registerPerson(request, {
    kind: "representative",
    email: uniqueEmail("race-rep"),
    name: `Rita Race ${Date.now().toString(36)}`,
    discoverable: true,
  });
  const first = await registerPerson(request, { kind: "attendee", email: uniqueEmail("race-a"), name: "Ann First" });
  const second = await registerPerson(request, { kind: "attendee", email: uniqueEmail("race-b"), name: "Ben Second" });
  const page = await signedInPage(browser, first);
  await page.goto(`/en/people/${rep.id}`);
  const slot = page.getByRole("group", { name: "Time" }).getByRole("radio").nth(1);
  const start = await slot.getAttribute("value");

  // Someone else books that time meanwhile.
  const other = await browser.newContext();
  await login(other, { email: second.email, name: second.name });
  const taken = await other.request.post(`/api/collections/${rep.eventId}/meetings`, {
    data: {
      partnerId: rep.id,
      start,
      message: "First!",
      telephone: "+49 30 1234567",
      shareContactDetails: true,
      acceptTerms: true,
    },
  });
  expect(taken.status()).toBe(201);

  await slot.check();
  await page.getByLabel("Your message").fill("Shall we taste the 2021s?");
  await page.getByLabel("Your telephone number").fill("+49 30 7654321");
  await page.getByLabel(/Share my contact details/).check();
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByRole("button", { name: "Send the request" }).click();
  const times = page.getByRole("group", { name: "Time" });
  await expect(times).toHaveAccessibleDescription("This timeslot is no longer available.");
  await expect(page.getByLabel("Your message")).toHaveValue("Shall we taste the 2021s?");
  // The times were read again: that one is busy now, no longer to choose.
  await expect(times.locator(`input[value="${start}"]`)).toHaveCount(0);
  await expect(times.getByText("(Busy)")).toHaveCount(1);
  await Promise.all([page.context().close(), other.close()]);
});
