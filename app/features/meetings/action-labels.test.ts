import { describe, expect, it } from "vitest";
import { serverT } from "~/.server/i18n";
import { LOCALES } from "~/lib/locales";

// A button that names what it acts on ("Request a meeting: Sam Seller") says
// it as one message, so screen readers never hear "Request a meeting : Sam"
// from a visible label and a hidden suffix glued together. The colon follows
// each language's typography: straight after the word in en, de, es and it;
// after a space in French, as every French message of the site writes it.

const EXPECTED = {
  en: ["Request a meeting: Sam Seller", "Unblock: 10:00", "Open the product page: Riesling 2022"],
  de: ["Termin anfragen: Sam Seller", "Freigeben: 10:00", "Produktseite öffnen: Riesling 2022"],
  fr: ["Demander un rendez-vous : Sam Seller", "Débloquer : 10:00", "Ouvrir la page du produit : Riesling 2022"],
  es: ["Solicitar una reunión: Sam Seller", "Desbloquear: 10:00", "Abrir la página del producto: Riesling 2022"],
  it: ["Richiedi un appuntamento: Sam Seller", "Sblocca: 10:00", "Apri la pagina del prodotto: Riesling 2022"],
} as const;

describe("the labels of buttons that name what they act on", () => {
  it.each(LOCALES)("are whole sentences in %s, the visible words first", (locale) => {
    const t = serverT(locale);
    const request = t("people:card.requestMeetingWith", { name: "Sam Seller" });
    const unblock = t("schedule:blocks.unblockTime", { time: "10:00" });
    const openNote = t("notes:page.openProductOf", { name: "Riesling 2022" });
    expect([request, unblock, openNote]).toEqual(EXPECTED[locale]);
    // WCAG "label in name": the name starts with what the button shows.
    expect(request.startsWith(t("people:card.requestMeeting"))).toBe(true);
    expect(unblock.startsWith(t("schedule:blocks.unblock"))).toBe(true);
    expect(openNote.startsWith(t("notes:page.openProduct"))).toBe(true);
  });
});
