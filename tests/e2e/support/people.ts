import { type APIRequestContext, type BrowserContext, expect } from "@playwright/test";
import { adminHeaders } from "./admin";
import { APP_PORT } from "./stack";

// People an organizer registered (server/api-admin-people.ts): each journey
// makes its own, so parallel workers never claim one another's, and signs
// in the demo organizer when it needs one.

export interface RegisteredPerson {
  id: string;
  eventId: string;
  kind: "representative" | "attendee";
  registrationId: string | null;
  name: string;
  email: string;
}

/** Registers a person at the primary event; a representative joins its first stand unless one is named. */
export async function registerPerson(
  request: APIRequestContext,
  person: {
    kind: "representative" | "attendee";
    email: string;
    name: string;
    jobTitle?: string;
    company?: string;
    registrationId?: string;
    /** Listed in the people directory (false until the person says otherwise). */
    discoverable?: boolean;
  },
): Promise<RegisteredPerson> {
  const response = await request.post("/api/admin/people", { headers: adminHeaders(), data: person });
  expect(response.status(), `POST /api/admin/people: ${await response.text()}`).toBe(201);
  return (await response.json()) as RegisteredPerson;
}

export function representativeOnboarding(locale: string, person: RegisteredPerson): string {
  return `/${locale}/registrations/${person.registrationId}/representatives/${person.id}/onboarding`;
}

export function attendeeOnboarding(locale: string, person: RegisteredPerson): string {
  return `/${locale}/attendees/${person.id}/onboarding`;
}

/** The demo organizer of every demo event (README), signed in with the password. */
export const DEMO_ORGANIZER = { email: "organizer@uncork.example", password: "uncork-demo-2026" };

export async function signInOrganizer(context: BrowserContext): Promise<void> {
  const origin = `http://127.0.0.1:${APP_PORT}`;
  const response = await context.request.post(`${origin}/api/auth/sign-in/email`, {
    headers: { origin },
    data: DEMO_ORGANIZER,
  });
  expect(response.status(), `organizer sign-in: ${await response.text()}`).toBe(200);
}
