import type { APIRequestContext } from "@playwright/test";
import ICAL from "ical.js";
import { login, uniqueEmail } from "./support/accounts";
import { waitForMail } from "./support/inbox";
import { type RegisteredPerson, registerPerson } from "./support/people";
import { expect, test } from "./support/test";

// The meetings API as a client uses it (docs/product/meetings.md): a visitor
// finds a representative, asks for a meeting (a missing message is refused
// with the spec's words), the representative confirms, both get the
// invitation by mail, the visitor's calendar feed lists it; a new slot is
// proposed and accepted; the meeting is cancelled; an outsider sees nothing.

interface Slot {
  start: string;
  end: string;
  status: "available" | "blocked" | "busy";
}
interface MeetingBody {
  meeting: { id: string; status: string; start: string | null; proposal: { start: string } | null };
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

async function signedIn(browser: import("@playwright/test").Browser, person: RegisteredPerson) {
  const context = await browser.newContext();
  await login(context, { email: person.email, name: person.name });
  return context;
}

test("request, confirm with an invitation, the calendar feed, a new slot accepted, a cancellation", async ({
  browser,
  request,
}) => {
  const rep = await registerPerson(request, {
    kind: "representative",
    email: uniqueEmail("rep"),
    name: `Rosa Meeting ${Date.now().toString(36)}`,
    company: "Weingut Rosa",
    discoverable: true,
  });
  const visitor = await registerPerson(request, { kind: "attendee", email: uniqueEmail("vis"), name: "Vito Visitor" });
  const outsider = await registerPerson(request, { kind: "attendee", email: uniqueEmail("out"), name: "Olga Other" });
  const [repContext, visitorContext, outsiderContext] = await Promise.all(
    [rep, visitor, outsider].map((person) => signedIn(browser, person)),
  );
  const api = `/api/collections/${rep.eventId}`;
  const asVisitor = visitorContext.request;
  const asRep = repContext.request;

  // The visitor finds the representative and a free slot.
  const found = await json<{ people: { id: string; name: string; mayRequestMeeting: boolean }[]; total: number }>(
    await asVisitor.get(`${api}/people?q=${encodeURIComponent(rep.name)}`),
    200,
  );
  expect(found.people.map((p) => p.id)).toEqual([rep.id]);
  expect(found.people[0].mayRequestMeeting).toBe(true);
  const { slots } = await json<{ slots: Slot[] }>(await asVisitor.get(`${api}/people/${rep.id}/slots`), 200);
  const free = slots.filter((slot) => slot.status === "available");
  expect(free.length).toBeGreaterThan(2);

  // No message: refused beside the field, with the spec's words and the key to translate them.
  const form = { partnerId: rep.id, start: free[0].start, telephone: "+49 30 1234567", shareContactDetails: true };
  const refused = await json<{
    error: { code: string; fields: { path: string; message: string; messageKey: string }[] };
  }>(await asVisitor.post(`${api}/meetings`, { data: { ...form, message: "", acceptTerms: true } }), 400);
  expect(refused.error.fields).toContainEqual({
    path: "message",
    message: "Please provide a message to your partner.",
    messageKey: "meetings:errors.messageRequired",
  });
  expect((await json<{ meetings: unknown[] }>(await asVisitor.get(`${api}/meetings`), 200)).meetings).toEqual([]);

  const after = new Date(Date.now() - 1000);
  const requested = await json<MeetingBody>(
    await asVisitor.post(`${api}/meetings`, {
      data: { ...form, message: "Your Riesling, at your table?", acceptTerms: true },
    }),
    201,
  );
  const id = requested.meeting.id;
  expect(requested.meeting.status).toBe("requested");
  await waitForMail({ to: rep.email, after });

  // The representative has it waiting for their answer, and confirms.
  const inbox = await json<{ groups: { needsResponse: string[] } }>(await asRep.get(`${api}/meetings`), 200);
  expect(inbox.groups.needsResponse).toContain(id);
  const confirmed = await json<MeetingBody>(
    await asRep.post(`${api}/meetings/${id}/confirm`, { data: { shareContactDetails: true } }),
    200,
  );
  expect(confirmed.meeting.status).toBe("confirmed");
  const invitation = await waitForMail({ to: visitor.email, after });
  expect(invitation.calendar?.method).toBe("REQUEST");

  // The slot is busy for anyone else now.
  const again = await json<{ slots: Slot[] }>(await outsiderContext.request.get(`${api}/people/${rep.id}/slots`), 200);
  expect(again.slots.find((slot) => slot.start === free[0].start)?.status).toBe("busy");
  // An outsider cannot read it, nor act on it: the same 404 as an unknown id.
  await json(await outsiderContext.request.get(`${api}/meetings/${id}`), 404);
  await json(await outsiderContext.request.post(`${api}/meetings/${id}/cancel`), 404);

  // The visitor's calendar feed lists the meeting, as a calendar app reads it (no cookies).
  const { url } = await json<{ url: string }>(await asVisitor.get(`${api}/schedule/calendar-url`), 200);
  const feed = await request.get(url);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const events = calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
  expect(events).toHaveLength(1);
  expect(events[0].uid).toBe(`meeting-${id}@127.0.0.1`);
  expect(events[0].startDate.toJSDate().toISOString()).toBe(new Date(free[0].start).toISOString());

  // The representative proposes another slot; the visitor accepts it.
  const proposed = await json<MeetingBody>(
    await asRep.post(`${api}/meetings/${id}/reschedule`, { data: { start: free[2].start } }),
    200,
  );
  expect(proposed.meeting.proposal?.start).toBe(free[2].start);
  const proposal = await waitForMail({ to: visitor.email, after: new Date(Date.now() - 5000) });
  expect(proposal.text).toContain(`/my/meetings/${id}/accept`);
  const accepted = await json<MeetingBody>(await asVisitor.post(`${api}/meetings/${id}/accept`), 200);
  expect([accepted.meeting.status, accepted.meeting.start]).toEqual(["confirmed", free[2].start]);
  // Accepting twice is a transition the state no longer allows.
  await json(await asVisitor.post(`${api}/meetings/${id}/accept`), 409);

  // The visitor cancels; the representative's calendar gets the cancellation.
  const before = new Date(Date.now() - 1000);
  const cancelled = await json<MeetingBody>(await asVisitor.post(`${api}/meetings/${id}/cancel`), 200);
  expect(cancelled.meeting.status).toBe("cancelled");
  const cancellation = await waitForMail({ to: rep.email, after: before });
  expect(cancellation.calendar?.method).toBe("CANCEL");
  const freeAgain = await json<{ slots: Slot[] }>(await asVisitor.get(`${api}/people/${rep.id}/slots`), 200);
  expect(freeAgain.slots.find((slot) => slot.start === free[2].start)?.status).toBe("available");

  await Promise.all([repContext, visitorContext, outsiderContext].map((context) => context.close()));
});

test("signed out, the meetings API answers 401; a login not registered at the event gets the spec's refusal", async ({
  browser,
  request,
}) => {
  const rep = await registerPerson(request, { kind: "representative", email: uniqueEmail("rep2"), name: "Rita Rep" });
  const api = `/api/collections/${rep.eventId}`;
  await json(await request.get(`${api}/meetings`), 401);
  const stranger = await browser.newContext();
  await login(stranger, { email: uniqueEmail("stranger") });
  const refused = await json<{ error: { code: string; message: string; messageKey: string } }>(
    await stranger.request.get(`${api}/meetings`),
    403,
  );
  expect(refused.error).toMatchObject({
    code: "forbidden",
    message: "Email address not registered for meeting booking",
    messageKey: "meetings:errors.emailNotRegistered",
  });
  await stranger.close();
});
