import type { BrowserContext, Page } from "@playwright/test";
import { signIn } from "./accounts";
import { waitForHydration } from "./catalogue";
import { expect } from "./test";

// What the data page's journeys share: the demo's organizer, the fair they
// import into (the demo's last, so the primary fair other journeys count
// stays as it was), fresh ids and CSV files.

export const DEMO_ORGANIZER = { email: "organizer@uncork.example", password: "uncork-demo-2026" };

/** The demo's last fair: its id, read from the fairs on the home page. */
export async function lastFair(page: Page): Promise<string> {
  await page.goto("/en");
  const fairs = page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 3 }).getByRole("link");
  await expect(fairs.last()).toBeVisible();
  const href = (await fairs.last().getAttribute("href")) ?? "";
  return decodeURIComponent(/\/events\/([^/]+)/.exec(href)![1]!);
}

/** Signs the demo's organizer in and opens the data page of the demo's last fair in a language; its id. */
export async function openDataPage(page: Page, context: BrowserContext, lang: string): Promise<string> {
  await signIn(context, DEMO_ORGANIZER);
  const eventId = await lastFair(page);
  await page.goto(`/${lang}/organizer/data?event=${eventId}`);
  // The page needs its scripts to check a file (it says so without them): a click before they run submits nothing.
  await waitForHydration(page);
  return eventId;
}

/** A 24-hex id no other journey makes, beginning with `prefix`. */
export const hexId = (prefix: string) =>
  `${prefix}${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`.slice(0, 24).padEnd(24, "0");

export const csv = (name: string, lines: string[]) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(`${lines.join("\n")}\n`),
});
