import type { Page } from "@playwright/test";
import { waitForHydration } from "./catalogue";
import { expect } from "./test";

// A fair saved for offline from its home, with the service worker in
// control (pwa.spec.ts, saved-fair-offline.spec.ts, offline-writes.spec.ts).

export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

const PANEL = {
  de: { button: "Messe für offline speichern", done: "Die Messe ist auf Ihrem Gerät gespeichert." },
  en: { button: "Save this fair for offline", done: "The fair is saved on your device." },
} as const;

/** Saves the fair from its home (`/p/{locale}/events/{id}`) in that language. */
export async function saveFair(page: Page, home: string, locale: keyof typeof PANEL = "de"): Promise<void> {
  await page.goto(home);
  await waitForHydration(page);
  await controlled(page);
  const panel = page.getByRole("region", { name: "Offline", exact: true });
  await panel.getByRole("button", { name: PANEL[locale].button }).click();
  await expect(panel.getByRole("status")).toHaveText(PANEL[locale].done);
}
