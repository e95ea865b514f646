import type { APIRequestContext, Page } from "@playwright/test";
import { login, signedInPage, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { icsFileOf, linkFrom, waitForMail } from "./support/inbox";
import { type RegisteredPerson, registerPerson } from "./support/people";
import { expect, test } from "./support/test";

// The meeting pages as two people use them (docs/product/meetings.md): the
// representative's inbox shows a request arrive live, they confirm on the
// action page, propose another time; the visitor accepts it from the link in
// the e-mail and later cancels; outsiders and unknown actions get the 404
// page; signed out and unregistered logins get the spec's words; in German.

interface Slot {
  start: string;
  status: string;
}

/** What an action did, announced in the page's own status region (the layout has one of its own). */
const notice = (page: Page) => page.getByRole("main").getByRole("status");

/** A meeting request as the booking form sends it, at the partner's n-th free slot. */
async function requestMeeting(
  asRequester: APIRequestContext,
  partner: RegisteredPerson,
  nth = 0,
  telephone = "+49 30 1234567",
) {
  const api = `/api/collections/${partner.eventId}`;
  const { slots } = (await (await asRequester.get(`${api}/people/${partner.id}/slots`)).json()) as { slots: Slot[] };
  const free = slots.filter((slot) => slot.status === "available" && Date.parse(slot.start) > Date.now());
  const response = await asRequester.post(`${api}/meetings`, {
    data: {
      partnerId: partner.id,
      start: free[nth].start,
      message: "Your Riesling, at your table?",
      telephone,
      shareContactDetails: true,
      acceptTerms: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { meeting: { id: string } }).meeting.id;
}

/** Typed in the booking form; the profile has another number (or none). */
const TELEPHONE = "+49 170 5550101";

/** The newest mail of a kind ("confirmed", "moved", "cancelled") each of the two people got since `after`. */
async function bothMailboxes(rep: RegisteredPerson, visitor: RegisteredPerson, after: Date, kind: string) {
  const subject = new RegExp(`: meeting with .+ ${kind}$`);
  const [toRep, toVisitor] = await Promise.all([
    waitForMail({ to: rep.email, after, subject }),
    waitForMail({ to: visitor.email, after, subject }),
  ]);
  return { rep: toRep, visitor: toVisitor };
}

async function pair(request: APIRequestContext, tag: string) {
  const rep = await registerPerson(request, {
    kind: "representative",
    email: uniqueEmail(`rep-${tag}`),
    name: `Rosa ${tag} ${Date.now().toString(36)}`,
    company: "Weingut Rosa",
    jobTitle: "Export manager",
    discoverable: true,
  });
  const visitor = await registerPerson(request, {
    kind: "attendee",
    email: uniqueEmail(`vis-${tag}`),
    name: `Vito ${tag} ${Date.now().toString(36)}`,
    company: "Vinoteca Vito",
  });
  return { rep, visitor };
}

test("a request arrives live, is confirmed, moved to another time accepted from the e-mail, and cancelled", async ({
  browser,
  request,
}) => {
  // Two people, three browsers and four e-mails: longer than one page's journey.
  test.setTimeout(150_000);
  const { rep, visitor } = await pair(request, "journey");
  const repPage = await signedInPage(browser, rep);
  const visitorPage = await signedInPage(browser, visitor);

  await repPage.goto("/en/my/meetings");
  await expect(repPage.getByRole("heading", { level: 1, name: "My meetings" })).toBeVisible();
  const needsResponse = repPage.getByRole("region", { name: /Needs your response/ });
  await expect(needsResponse).toContainText("Nothing is waiting for your answer.");
  await expectNoSeriousViolations(repPage, "my meetings");

  // The visitor finds the representative in the directory and opens the booking form.
  await visitorPage.goto("/en/people");
  await visitorPage.getByLabel("Name, company, job title or country").fill(rep.name);
  await visitorPage.getByRole("button", { name: "Show" }).click();
  const card = visitorPage.getByRole("listitem").filter({ has: visitorPage.getByRole("heading", { name: rep.name }) });
  await expect(card).toContainText("Export manager, Weingut Rosa");
  await expect(card).toContainText("Stand:");
  // One name, the person's after a colon, no stray space ("Request a meeting : …").
  await card.getByRole("link", { name: `Request a meeting: ${rep.name}`, exact: true }).click();
  await expect(
    visitorPage.getByRole("heading", { level: 1, name: `Request a meeting with ${rep.name}` }),
  ).toBeVisible();
  await expectNoSeriousViolations(visitorPage, "the booking form");

  // Without a message the request is refused beside the field, and nothing is stored.
  const slots = visitorPage.getByRole("group", { name: "Time" }).getByRole("radio");
  await slots.nth(1).check();
  // A number for this meeting, not the profile's: the representative will see this one.
  await visitorPage.getByLabel("Your telephone number").fill(TELEPHONE);
  await visitorPage.getByLabel(/Share my contact details/).check();
  await visitorPage.getByLabel(/I accept the terms and conditions/).check();
  await visitorPage.getByRole("button", { name: "Send the request" }).click();
  const message = visitorPage.getByLabel("Your message");
  await expect(message).toHaveAccessibleDescription(/Please provide a message to your partner\./);
  await expect(visitorPage.locator("#booking-message-error")).toHaveText("Please provide a message to your partner.");
  await expect(message).toBeFocused();
  const none = await visitorPage.context().request.get(`/api/collections/${rep.eventId}/meetings`);
  expect(((await none.json()) as { meetings: unknown[] }).meetings).toEqual([]);

  // With a message it goes through; the representative's open inbox shows it without a reload.
  await message.fill("Your Riesling, at your table?");
  await expect(slots.nth(1)).toBeChecked();
  await visitorPage.getByRole("button", { name: "Send the request" }).click();
  await expect(visitorPage).toHaveURL(/\/en\/my\/meetings\/[^/?]+\?done=request$/);
  await expect(notice(visitorPage)).toContainText(`Your request has been sent. ${rep.name} is told by e-mail.`);
  const id = new URL(visitorPage.url()).pathname.split("/").pop() as string;
  await expect(needsResponse.getByRole("link", { name: `Meeting with ${visitor.name}` })).toBeVisible({
    timeout: 5_000,
  });
  await expect(needsResponse).toContainText("Your response required");
  await expect(needsResponse).toContainText("Meeting Requested");

  // The representative opens it and confirms on the action page.
  await needsResponse.getByRole("link", { name: `Meeting with ${visitor.name}` }).click();
  await expect(repPage.getByRole("heading", { level: 1, name: `Meeting with ${visitor.name}` })).toBeVisible();
  await expect(repPage.getByText("Your Riesling, at your table?")).toBeVisible();
  await expectNoSeriousViolations(repPage, "a meeting");
  await repPage.getByRole("link", { name: "Confirm" }).click();
  await expect(repPage).toHaveURL(new RegExp(`/en/my/meetings/${id}/confirm$`));
  await expect(repPage.getByText(`Confirm your meeting with ${visitor.name}:`)).toBeVisible();
  await expectNoSeriousViolations(repPage, "the confirm page");
  const beforeConfirm = new Date(Date.now() - 1000);
  await repPage.getByRole("button", { name: "Confirm" }).click();
  await expect(notice(repPage)).toContainText(
    `The meeting is confirmed. ${visitor.name} receives a calendar invitation by e-mail.`,
  );
  await expect(repPage.getByText("Confirmed", { exact: true })).toBeVisible();
  // Both calendars take the meeting: each person gets their own invitation, the same UID.
  const invitations = await bothMailboxes(rep, visitor, beforeConfirm, "confirmed");
  expect(invitations.visitor.subject).toContain(`meeting with ${rep.name}`);
  expect(invitations.rep.subject).toContain(`meeting with ${visitor.name}`);
  const invited = icsFileOf(invitations.visitor);
  expect(invited).toMatchObject({ filename: "invite.ics", method: "REQUEST", status: "CONFIRMED" });
  expect(invited.uid).toMatch(new RegExp(`^meeting-${id}@`));
  expect(icsFileOf(invitations.rep)).toEqual(invited);

  // The representative sees the number typed for this meeting, and every time in the event's zone.
  await expect(repPage.getByRole("region", { name: "Contact details" })).toContainText(TELEPHONE);
  const zone = /\S+$/.exec((await repPage.locator("dd time").first().textContent()) ?? "")?.[0] ?? "";
  expect(zone).toMatch(/^GMT\+1$/);
  for (const entry of await repPage.getByRole("region", { name: "History" }).getByRole("listitem").all())
    await expect(entry).toHaveText(new RegExp(`, \\d{1,2}:\\d{2}:\\d{2} [AP]M ${zone.replace("+", "\\+")}$`));

  // The visitor's inbox shows it upcoming and confirmed, and the representative's contact details.
  await visitorPage.goto("/en/my/meetings");
  const upcoming = visitorPage.getByRole("region", { name: /Upcoming/ });
  await expect(upcoming.getByRole("link", { name: `Meeting with ${rep.name}` })).toBeVisible();
  await expect(upcoming).toContainText("Confirmed");
  await upcoming.getByRole("link", { name: `Meeting with ${rep.name}` }).click();
  await expect(visitorPage.getByRole("region", { name: "Contact details" })).toContainText(rep.email);
  await expect(visitorPage.getByRole("link", { name: "Add to my calendar (.ics)" })).toBeVisible();

  // Both schedules show it.
  await visitorPage.goto("/en/my/schedule");
  await expect(visitorPage.getByRole("link", { name: `${rep.name}: Confirmed` })).toBeVisible();
  await repPage.goto(`/en/my/schedule`);
  await expect(repPage.getByRole("link", { name: `${visitor.name}: Confirmed` })).toBeVisible();
  await visitorPage.goto(`/en/my/meetings/${id}`);
  await repPage.goto(`/en/my/meetings/${id}`);

  // The representative proposes another time.
  await repPage.getByRole("link", { name: "Propose another time" }).click();
  await expect(repPage.getByRole("group", { name: "New time" })).toBeVisible();
  const beforeProposal = new Date(Date.now() - 1000);
  await repPage.getByRole("radio").nth(3).check();
  await repPage.getByRole("button", { name: "Propose another time" }).click();
  await expect(notice(repPage)).toContainText(`New time proposed. ${visitor.name} can accept it`);
  await expect(repPage.getByText("New time proposed by me", { exact: true })).toBeVisible();

  // The visitor's open meeting page shows the proposal live; they accept it from the e-mail's link.
  await expect(visitorPage.getByText(`${rep.name} proposes a new time:`)).toBeVisible({ timeout: 5_000 });
  const proposal = await waitForMail({ to: visitor.email, after: beforeProposal });
  const accept = linkFrom(proposal, new RegExp(`/my/meetings/${id}/accept`));
  await visitorPage.goto(accept);
  await expect(visitorPage.getByText(`${rep.name} proposes to meet at another time:`)).toBeVisible();
  // Opening the link changed nothing yet (mail scanners open links).
  const before = await visitorPage.context().request.get(`/api/collections/${rep.eventId}/meetings/${id}`);
  expect(((await before.json()) as { meeting: { status: string } }).meeting.status).toBe("rescheduled");
  const beforeAccept = new Date(Date.now() - 1000);
  await visitorPage.getByRole("button", { name: "Accept the new time" }).click();
  await expect(notice(visitorPage)).toContainText("You accepted the new time. The meeting is confirmed.");
  // Both calendars move to the new time: the same UID, a higher SEQUENCE, in each mailbox.
  const updates = await bothMailboxes(rep, visitor, beforeAccept, "moved");
  const moved = icsFileOf(updates.rep);
  expect(moved).toMatchObject({ method: "REQUEST", uid: invited.uid, status: "CONFIRMED" });
  expect(moved.start).not.toBe(invited.start);
  expect(moved.sequence).toBeGreaterThan(invited.sequence);
  expect(icsFileOf(updates.visitor)).toEqual(moved);
  await expect(repPage.getByText("Confirmed", { exact: true })).toBeVisible({ timeout: 5_000 });

  // Accepting twice: the page says the meeting cannot be changed this way.
  await visitorPage.goto(accept);
  await expect(visitorPage.getByRole("alert")).toHaveText(
    "This meeting cannot be changed this way in its current state.",
  );
  await expect(visitorPage.getByRole("button", { name: "Accept the new time" })).toHaveCount(0);

  // The visitor cancels; the meeting moves to the cancelled group on both sides.
  await visitorPage.goto(`/en/my/meetings/${id}/cancel`);
  const beforeCancel = new Date(Date.now() - 1000);
  await visitorPage.getByRole("button", { name: "Cancel the meeting" }).click();
  await expect(notice(visitorPage)).toContainText(`The meeting is cancelled. ${rep.name} is told by e-mail.`);
  // Both calendars lose it, the canceller's too.
  const cancellations = await bothMailboxes(rep, visitor, beforeCancel, "cancelled");
  expect(cancellations.rep.text).toContain(`${visitor.name} (Vinoteca Vito) has cancelled your meeting at`);
  expect(cancellations.visitor.text).toContain(`You have cancelled your meeting with ${rep.name} (Weingut Rosa) at`);
  const cancelled = icsFileOf(cancellations.visitor);
  expect(cancelled).toMatchObject({ filename: "cancel.ics", method: "CANCEL", uid: invited.uid, status: "CANCELLED" });
  expect(cancelled.sequence).toBeGreaterThan(moved.sequence);
  expect(icsFileOf(cancellations.rep)).toEqual(cancelled);
  await repPage.goto("/en/my/meetings");
  await expect(
    repPage
      .getByRole("region", { name: /Cancelled and declined/ })
      .getByRole("link", { name: `Meeting with ${visitor.name}` }),
  ).toBeVisible();

  // Someone else's meeting, an unknown one and an unknown action are the 404 page.
  const outsider = await registerPerson(request, { kind: "attendee", email: uniqueEmail("out"), name: "Olga Other" });
  const outsiderPage = await signedInPage(browser, outsider);
  for (const path of [`/en/my/meetings/${id}`, `/en/my/meetings/${id}/cancel`, "/en/my/meetings/no-such-meeting"]) {
    const response = await outsiderPage.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(outsiderPage.getByRole("heading", { name: "Page not found" })).toBeVisible();
  }
  expect((await repPage.goto(`/en/my/meetings/${id}/frobnicate`))?.status()).toBe(404);

  await Promise.all([repPage, visitorPage, outsiderPage].map((page) => page.context().close()));
});

test("signed out, and with a login the event did not register, the pages say why in the spec's words", async ({
  browser,
  page,
}) => {
  const response = await page.goto("/en/my/meetings");
  expect(response?.status()).toBe(401);
  await expect(
    page.getByRole("heading", { name: "We can't load the meeting details because you are not logged in." }),
  ).toBeVisible();

  const stranger = await browser.newContext();
  await login(stranger, { email: uniqueEmail("stranger") });
  const strangerPage = await stranger.newPage();
  expect((await strangerPage.goto("/en/my/meetings"))?.status()).toBe(403);
  await expect(
    strangerPage.getByRole("heading", { name: "Email address not registered for meeting booking" }),
  ).toBeVisible();
  await expect(
    strangerPage.getByText("The email you logged in with is not approved for meeting booking."),
  ).toBeVisible();
  await expect(strangerPage.getByText("Log in with another email address or contact the organizer.")).toBeVisible();
  await expectNoSeriousViolations(strangerPage, "not approved for booking");
  await stranger.close();
});

test("a representative declines a request in German", async ({ browser, request }) => {
  const { rep, visitor } = await pair(request, "de");
  const visitorPage = await signedInPage(browser, visitor);
  const id = await requestMeeting(visitorPage.context().request, rep, 1);
  const repPage = await signedInPage(browser, rep);
  await repPage.goto("/de/my/meetings");
  await expect(repPage.getByRole("heading", { level: 1, name: "Meine Termine" })).toBeVisible();
  const waiting = repPage.getByRole("region", { name: /Warten auf Ihre Antwort/ });
  await waiting.getByRole("link", { name: `Termin mit ${visitor.name}` }).click();
  await repPage.getByRole("link", { name: "Ablehnen" }).click();
  await expect(repPage).toHaveURL(new RegExp(`/de/my/meetings/${id}/decline$`));
  await expect(repPage.getByText(`Die Terminanfrage von ${visitor.name} ablehnen?`)).toBeVisible();
  await repPage.getByRole("button", { name: "Ablehnen" }).click();
  await expect(notice(repPage)).toContainText(`Abgelehnt. ${visitor.name} wird per E-Mail informiert.`);
  await expect(repPage.getByText("Abgelehnt", { exact: true })).toBeVisible();
  await expectNoSeriousViolations(repPage, "a declined meeting in German");
  await Promise.all([repPage, visitorPage].map((page) => page.context().close()));
});

test("each meeting's page shows the partner the telephone number typed when booking that meeting", async ({
  browser,
  request,
}) => {
  const { rep, visitor } = await pair(request, "phone");
  const visitorPage = await signedInPage(browser, visitor);
  const repPage = await signedInPage(browser, rep);
  // Two meetings with the same person, a different number given for each.
  const numbers = ["+49 170 5550101", "+49 171 5550202"];
  const ids = [
    await requestMeeting(visitorPage.context().request, rep, 0, numbers[0]),
    await requestMeeting(visitorPage.context().request, rep, 1, numbers[1]),
  ];
  for (const id of ids) {
    const confirmed = await repPage
      .context()
      .request.post(`/api/collections/${rep.eventId}/meetings/${id}/confirm`, { data: { shareContactDetails: true } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }
  for (const [i, id] of ids.entries()) {
    await repPage.goto(`/en/my/meetings/${id}`);
    const contact = repPage.getByRole("region", { name: "Contact details" });
    await expect(contact.getByRole("link", { name: numbers[i] })).toBeVisible();
    await expect(contact).not.toContainText(numbers[1 - i]);
  }
  await Promise.all([repPage, visitorPage].map((page) => page.context().close()));
});
