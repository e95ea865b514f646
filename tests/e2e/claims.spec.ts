import type { Page } from "@playwright/test";
import { login, uniqueEmail } from "./support/accounts";
import { mainHeading, waitForHydration } from "./support/catalogue";
import { attendeeOnboarding, registerPerson, representativeOnboarding, signInOrganizer } from "./support/people";
import { APP_PORT } from "./support/stack";
import { expect, test } from "./support/test";

// Claiming a person profile (docs/product/accounts.md): the automatic claim with the
// login address at sign-in and on the claim page, the claim button of the
// onboarding, and the refusals: someone else's profile, another address,
// an unknown id. Every journey registers its own people.

const ORIGIN = `http://127.0.0.1:${APP_PORT}`;
const ALREADY_CLAIMED = "Profile already claimed.";
const ALREADY_CLAIMED_DETAIL = "Someone has already claimed this profile";
const NOTHING_TO_CLAIM = "There is no attendee or representative profile you can claim";

async function ownProfile(page: Page, eventId: string): Promise<Record<string, unknown>> {
  const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };
  const response = await page.request.get(`/api/collections/${eventId}/users/${me.user.id}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as Record<string, unknown>;
  return (body.profile ?? body) as Record<string, unknown>;
}

test("a representative signing up with their registered address has their profile claimed and continues onboarding", async ({
  context,
  page,
}) => {
  const email = uniqueEmail("rep");
  const rep = await registerPerson(page.request, {
    kind: "representative",
    email,
    name: "Rosa Claimwell",
    jobTitle: "Export Manager",
  });

  await login(context, { email, name: "Rosa" });
  await page.goto("/en/my/claim");
  await expect(mainHeading(page)).toHaveText("Claim your profile");
  await expect(page.getByRole("main").getByRole("status")).toContainText("Your profile has been claimed.");
  await expect(page.getByRole("main").getByRole("status")).toContainText("You are Rosa Claimwell, representative of");

  await waitForHydration(page);
  await page.getByRole("link", { name: "Continue your onboarding" }).click();
  await expect(page).toHaveURL(new RegExp(`${representativeOnboarding("en", rep)}\\?step=2$`));
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Step 2 of 4: Your details");
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Rosa");
  await expect(page.getByRole("textbox", { name: "Job title", exact: true })).toHaveValue("Export Manager");

  expect(await ownProfile(page, rep.eventId)).toMatchObject({
    primaryRole: "REPRESENTATIVE",
    registrationId: rep.registrationId,
    representativeId: rep.id,
    roles: ["REPRESENTATIVE"],
  });
});

test("a representative registered after sign-up claims the profile with the onboarding's button", async ({
  context,
  page,
}) => {
  const email = uniqueEmail("late-rep");
  await login(context, { email, name: "Luis" });
  const rep = await registerPerson(page.request, {
    kind: "representative",
    email,
    name: "Luis Latecomer",
    company: "Bodega Tardía",
  });

  await page.goto(representativeOnboarding("en", rep));
  await expect(mainHeading(page)).toHaveText("Representative onboarding");
  await expect(page.getByText("Is this you? Claim this profile to continue.")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "Luis Latecomer" })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Yes, this is me" }).click();
  await expect(page).toHaveURL(/\?step=2$/);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Step 2 of 4: Your details");
  expect(await ownProfile(page, rep.eventId)).toMatchObject({
    primaryRole: "REPRESENTATIVE",
    representativeId: rep.id,
  });
});

test("the claim page shows a profile registered after sign-in, and claims it only when asked", async ({
  context,
  page,
}) => {
  const email = uniqueEmail("late-claim");
  await login(context, { email, name: "Carla" });
  const rep = await registerPerson(page.request, { kind: "representative", email, name: "Carla Clickfirst" });

  await page.goto("/en/my/claim");
  await expect(page.getByRole("main").getByRole("status")).toContainText("We found your profile: Carla Clickfirst.");
  // Opening the page claimed nothing.
  await page.reload();
  expect(await ownProfile(page, rep.eventId)).toMatchObject({ primaryRole: "VISITOR" });

  await waitForHydration(page);
  await page.getByRole("button", { name: "Claim my profile" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Your profile has been claimed.");
  expect(await ownProfile(page, rep.eventId)).toMatchObject({
    primaryRole: "REPRESENTATIVE",
    representativeId: rep.id,
  });
  await page.getByRole("link", { name: "Continue your onboarding" }).click();
  await expect(mainHeading(page)).toHaveText("Representative onboarding");
});

test("an attendee's profile is claimed at sign-in and makes a visitor holding it", async ({ context, page }) => {
  const email = uniqueEmail("attendee");
  const attendee = await registerPerson(page.request, { kind: "attendee", email, name: "Ada Attendee" });
  await login(context, { email, name: "Ada" });
  await page.goto("/en/my/claim");
  await expect(page.getByRole("main").getByRole("status")).toContainText("You are Ada Attendee, attendee of");
  expect(await ownProfile(page, attendee.eventId)).toMatchObject({
    primaryRole: "VISITOR",
    attendeeProfileIds: [attendee.id],
  });
  await page.getByRole("link", { name: "Continue your onboarding" }).click();
  await expect(page).toHaveURL(new RegExp(`${attendeeOnboarding("en", attendee)}\\?step=2$`));
});

test("someone else's profile is refused: Profile already claimed.", async ({ browser, context, page }) => {
  const email = uniqueEmail("first");
  const rep = await registerPerson(page.request, { kind: "representative", email, name: "Fiona First" });
  await login(context, { email });

  const other = await browser.newContext({ baseURL: ORIGIN });
  try {
    await login(other, { email: uniqueEmail("second") });
    const second = await other.newPage();
    const response = await second.goto(representativeOnboarding("en", rep));
    expect(response?.status()).toBe(409);
    const alert = second.getByRole("alert");
    await expect(alert.getByRole("heading", { name: ALREADY_CLAIMED })).toBeVisible();
    await expect(alert).toContainText(ALREADY_CLAIMED_DETAIL);
    await expect(second.getByText("Fiona First")).toHaveCount(0);

    await second.goto("/en/my/claim");
    await expect(second.getByRole("alert").getByRole("heading", { name: NOTHING_TO_CLAIM })).toBeVisible();
  } finally {
    await other.close();
  }
});

test("a profile registered under another address cannot be claimed", async ({ context, page }) => {
  const rep = await registerPerson(page.request, {
    kind: "representative",
    email: uniqueEmail("someone-else"),
    name: "Sam Else",
  });
  await login(context, { email: uniqueEmail("me") });
  const response = await page.goto(representativeOnboarding("en", rep));
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("alert").getByRole("heading", { name: NOTHING_TO_CLAIM })).toBeVisible();
  await expect(page.getByRole("button", { name: "Yes, this is me" })).toHaveCount(0);
});

test("an unknown representative or visitor id says so", async ({ context, page }) => {
  const rep = await registerPerson(page.request, {
    kind: "representative",
    email: uniqueEmail("known"),
    name: "Kim Known",
  });
  await login(context, { email: uniqueEmail("curious") });
  const unknown = "0123456789abcdef01234567";
  const response = await page.goto(`/en/registrations/${rep.registrationId}/representatives/${unknown}/onboarding`);
  expect(response?.status()).toBe(404);
  await expect(mainHeading(page)).toHaveText("Representative not found");

  expect((await page.goto(`/en/attendees/${unknown}/onboarding`))?.status()).toBe(404);
  await expect(mainHeading(page)).toHaveText("Visitor not found");
  // A real representative under another registration's id is no representative of it.
  expect((await page.goto(`/en/registrations/${unknown}/representatives/${rep.id}/onboarding`))?.status()).toBe(404);
  await expect(mainHeading(page)).toHaveText("Representative not found");
});

test("an organizer disconnects a representative, who can then claim the profile again", async ({
  browser,
  context,
  page,
}) => {
  const email = uniqueEmail("leaving");
  const rep = await registerPerson(page.request, { kind: "representative", email, name: "Lena Leaving" });
  await login(context, { email });

  const organizer = await browser.newContext({ baseURL: ORIGIN });
  try {
    await signInOrganizer(organizer);
    const admin = await organizer.newPage();
    await admin.goto(representativeOnboarding("en", rep));
    const fixes = admin.getByRole("region", { name: "Fix this profile" });
    await expect(fixes).toBeVisible();
    await expect(admin.getByRole("definition").filter({ hasText: "Claimed" })).toBeVisible();
    await waitForHydration(admin);
    await fixes.getByRole("link", { name: "Disconnect from the account…" }).click();
    await expect(fixes.getByText("Disconnect Lena Leaving from the account that claimed this profile?")).toBeVisible();
    await fixes.getByRole("button", { name: "Yes, disconnect" }).click();
    await expect(fixes.getByRole("status")).toHaveText("Lena Leaving has been disconnected from the account.");
    await expect(admin.getByRole("definition").filter({ hasText: "Not claimed yet" })).toBeVisible();
  } finally {
    await organizer.close();
  }

  expect(await ownProfile(page, rep.eventId)).toMatchObject({ primaryRole: "VISITOR", roles: ["VISITOR"] });
  await page.goto(representativeOnboarding("en", rep));
  await expect(page.getByRole("button", { name: "Yes, this is me" })).toBeVisible();
});
