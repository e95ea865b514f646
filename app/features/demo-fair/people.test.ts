import { beforeAll, describe, expect, it } from "vitest";
import { personProfileSchema } from "~/features/accounts/profile-schema";
import type { FairData } from "./fair-data";
import { generateFair } from "./generate-fair";
import { addressBook, DEMO_CLAIMABLE, DEMO_MEETING_PEOPLE } from "./people";

describe("the demo fair's people", () => {
  let fair: FairData;
  beforeAll(() => {
    fair = generateFair({ seed: 5, products: 300 });
  });

  it("gives every stand one to three representatives, with the well-known ones added to the first stand", () => {
    const perStand = new Map<string, string[]>();
    for (const p of fair.personProfiles.filter((p) => p.kind === "representative")) {
      perStand.set(p.registration_id!, [...(perStand.get(p.registration_id!) ?? []), p.email!]);
    }
    for (const registration of fair.registrations) {
      const wellKnown: string[] = [DEMO_CLAIMABLE.representative.email, DEMO_MEETING_PEOPLE.representative.email];
      const emails = (perStand.get(registration.id) ?? []).filter((e) => !wellKnown.includes(e));
      expect(emails.length, registration.id).toBeGreaterThanOrEqual(1);
      expect(emails.length, registration.id).toBeLessThanOrEqual(3);
    }
  });

  it("uses valid, per-event unique .example addresses and valid person profiles", () => {
    for (const event of fair.events) {
      const people = fair.personProfiles.filter((p) => p.event_id === event.id);
      const emails = people.map((p) => p.email!);
      expect(new Set(emails).size).toBe(emails.length);
      expect(emails.filter((e) => !/^[a-z0-9.-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.example$/.test(e))).toEqual([]);
      expect(people.filter((p) => p.kind === "attendee").length).toBeGreaterThanOrEqual(12);
      for (const p of people) {
        const parsed = personProfileSchema.safeParse({
          name: p.name,
          email: p.email,
          jobTitle: p.job_title,
          company: p.company,
          telephone: p.telephone,
        });
        expect(parsed.success, `${p.email}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
      expect(emails).toContain("attendee-1@visitors.example");
    }
  });

  it("has the two well-known people unclaimed at every event", () => {
    for (const event of fair.events) {
      const known = fair.personProfiles.filter((p) => p.event_id === event.id && p.claimed_by === null);
      expect(known.find((p) => p.email === DEMO_CLAIMABLE.representative.email)).toMatchObject({
        kind: "representative",
      });
      expect(known.find((p) => p.email === DEMO_CLAIMABLE.attendee.email)).toMatchObject({
        kind: "attendee",
        registration_id: null,
      });
    }
  });

  it("is the same for the same seed", () => {
    expect(generateFair({ seed: 5, products: 300 }).personProfiles).toEqual(fair.personProfiles);
  });
});

describe("addressBook", () => {
  it("numbers an address already given at the event, and only there", () => {
    const address = addressBook();
    expect(address("e1", "anna.berg", "keller.example")).toBe("anna.berg@keller.example");
    expect(address("e1", "anna.berg", "keller.example")).toBe("anna.berg2@keller.example");
    expect(address("e1", "anna.berg", "keller.example")).toBe("anna.berg3@keller.example");
    expect(address("e2", "anna.berg", "keller.example")).toBe("anna.berg@keller.example");
  });
});
