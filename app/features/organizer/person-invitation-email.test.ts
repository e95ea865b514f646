import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/locales";
import { personInvitationText } from "./person-invitation-email.server";

const PERSON = { id: "c".repeat(24), name: "Greta Gast", kind: "attendee" as const, registrationId: null };
const REP = { id: "d".repeat(24), name: "Rita Rep", kind: "representative" as const, registrationId: "e".repeat(24) };

function invitation(locale: (typeof LOCALES)[number], person: typeof PERSON | typeof REP = PERSON) {
  return personInvitationText({
    to: "greta@example.com",
    locale,
    eventName: "Uncork 2026",
    person,
    origin: "https://fair.example",
  });
}

describe("the invitation to claim a profile", () => {
  it("says in German which event, and links to sign in, then to the person's own onboarding", () => {
    const { subject, text } = invitation("de");
    expect(subject).toBe("Übernehmen Sie Ihr Profil bei Uncork 2026");
    expect(text).toContain("Guten Tag Greta Gast,");
    expect(text).toContain("Sie sind als Teilnehmer von Uncork 2026 registriert.");
    expect(text).toContain("Melden Sie sich mit dieser E-Mail-Adresse an, um Ihr Profil zu übernehmen:");
    expect(text).toContain(`https://fair.example/de/sign-in?next=%2Fde%2Fattendees%2F${PERSON.id}%2Fonboarding`);
  });

  it("tells a representative they represent an exhibitor, in English", () => {
    const { subject, text } = invitation("en", REP);
    expect(subject).toBe("Claim your profile at Uncork 2026");
    expect(text).toContain("You are registered as an exhibitor's representative at Uncork 2026.");
    expect(text).toContain(
      `https://fair.example/en/sign-in?next=${encodeURIComponent(`/en/registrations/${REP.registrationId}/representatives/${REP.id}/onboarding`)}`,
    );
  });

  it("is written in each language, never falling back to English", () => {
    const english = invitation("en");
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      const { subject, text } = invitation(locale);
      expect(subject, locale).not.toBe(english.subject);
      expect(subject, locale).toContain("Uncork 2026");
      expect(text, locale).toContain(`https://fair.example/${locale}/sign-in?next=%2F${locale}%2Fattendees%2F`);
      for (const line of text.split("\n").filter((l) => l && !l.startsWith("https://")))
        expect(english.text.split("\n"), `${locale}: ${line}`).not.toContain(line);
    }
  });
});
