import type { Page } from "@playwright/test";
import { commasCsv, problemRowsCsv, sheetXml, windows1252, xlsx } from "../factories/import-files";
import { signIn } from "./support/accounts";
import { mainHeading } from "./support/catalogue";
import { expect, test } from "./support/test";

// Import files as organizers' spreadsheets write them, and as attackers would
// (issue 29), through the API the organizer's Data page calls: a German Excel
// CSV in Windows-1252 checked, read as such and applied with its umlauts; the
// same file forced to UTF-8 refused row by row; hostile files refused with
// the limit they crossed (its message key and numbers), never a 500.

const ORGANIZER = { email: "organizer@uncork.example", password: "uncork-demo-2026" };

async function lastFair(page: Page): Promise<string> {
  await page.goto("/en");
  const fairs = page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 3 }).getByRole("link");
  await expect(fairs.last()).toBeVisible();
  const href = (await fairs.last().getAttribute("href")) ?? "";
  return decodeURIComponent(/\/events\/([^/]+)/.exec(href)![1]!);
}

const hexId = (prefix: string) =>
  `${prefix}${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`.slice(0, 24).padEnd(24, "0");

interface Answer {
  importId: string;
  report: {
    encoding: string | null;
    encodingDetected: string | null;
    problems: { line: number; column: string | null; message: { key: string } }[];
    applied: boolean;
    headers: { header: string; column: string | null }[];
  };
}

test("a German Excel CSV (Windows-1252) is read as such, applied with its umlauts, and refused row by row when forced to UTF-8", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(context, ORGANIZER);
  const eventId = await lastFair(page);
  const origin = new URL(page.url()).origin;
  const exhibitorId = hexId("e9");
  const productId = hexId("f9");
  const name = `Grüner Veltliner Spätlese ${Date.now()}`;
  const file = windows1252(
    [
      "Produkt-ID;Aussteller-ID;Aussteller;Name;Art;Gesamtsäure;Flaschengröße",
      `${productId};${exhibitorId};Weingut Jörg Häußler;${name};Wine;6,1;750`,
      "",
    ].join("\r\n"),
  );
  const upload = await page.request.post(`/api/organizer/events/${eventId}/imports?kind=products&format=csv`, {
    headers: { "Content-Type": "text/csv", Origin: origin },
    data: file,
  });
  expect(upload.status()).toBe(201);
  const checked = (await upload.json()) as Answer;
  expect(checked.report).toMatchObject({ encoding: "windows-1252", encodingDetected: "windows-1252", problems: [] });
  expect(checked.report.headers.slice(-2).map((h) => h.column)).toEqual(["total_acidity", "bottle_size"]);

  const run = (body: object) =>
    page.request.post(`/api/organizer/events/${eventId}/imports/${checked.importId}`, {
      headers: { Origin: origin },
      data: body,
    });
  const forced = (await (await run({ encoding: "utf-8" })).json()) as Answer;
  expect(forced.report.encoding).toBe("utf-8");
  expect(forced.report.problems.filter((p) => p.line === 2).map((p) => [p.column, p.message.key])).toEqual([
    ["exhibitor_name", "organizer:import.errors.undecodable"],
    ["name", "organizer:import.errors.undecodable"],
  ]);
  expect((await (await run({ apply: true, encoding: "utf-8" })).json()).report.applied).toBe(false);

  // The choice is kept for the upload until another is made.
  expect(((await (await run({})).json()) as Answer).report.encoding).toBe("utf-8");
  const applied = (await (await run({ apply: true, encoding: "windows-1252" })).json()) as Answer;
  expect(applied.report.applied).toBe(true);
  const product = await page.goto(`/p/de/events/${eventId}/products/by-exhibitor/${exhibitorId}/${productId}`);
  expect(product?.status()).toBe(200);
  await expect(mainHeading(page)).toContainText(name);
  await expect(page.getByText("Weingut Jörg Häußler").first()).toBeVisible();
});

test("hostile files are refused with the limit they cross (the message key and its numbers to translate), never a 500", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(context, ORGANIZER);
  const eventId = await lastFair(page);
  const origin = new URL(page.url()).origin;
  const post = (query: string, data: Buffer) =>
    page.request.post(`/api/organizer/events/${eventId}/imports?${query}`, {
      headers: { "Content-Type": "application/octet-stream", Origin: origin },
      data,
    });

  const commas = await post("kind=products&format=csv", commasCsv(10 * 1024 * 1024));
  expect(commas.status()).toBe(413);
  expect((await commas.json()).error).toMatchObject({
    code: "too_large",
    messageKey: "organizer:import.errors.tooManyColumns",
    message: "Row 1 has more than 200 columns.",
    params: { line: 1, limit: 200 },
  });

  // More problems than the report lists: every one downloadable, in the organizer's language.
  const many = await post("kind=products&format=csv", problemRowsCsv(150));
  expect(many.status()).toBe(201);
  const { report } = (await many.json()) as {
    report: { problems: unknown[]; problemCount: number; problemsUrl: string };
  };
  expect(report.problems).toHaveLength(100);
  expect(report.problemCount).toBe(300);
  const problems = await page.request.get(`${report.problemsUrl}?lang=de`);
  expect(problems.status()).toBe(200);
  expect(problems.headers()["content-type"]).toContain("text/csv");
  const lines = (await problems.text()).trimEnd().split("\r\n");
  expect(lines).toHaveLength(301);
  expect(lines[0]).toBe("\uFEFFZeile;Spalte;Wert;Problem");
  expect(lines[1]).toBe("2;Produkt-ID;x1;Das sieht nicht gültig aus: Eine ID hat genau 24 Zeichen.");

  // A JSON file is parsed in a worker thread of the built server, and read as sent.
  const json = await post(
    "kind=people&format=json",
    Buffer.from(JSON.stringify([{ person_id: "p1", kind: "attendee", name: "Ada" }])),
  );
  expect(json.status()).toBe(201);
  expect((await json.json()).report).toMatchObject({ rows: 1, encoding: null, encodingDetected: null });

  const noPositions = await post("kind=products&format=xlsx", xlsx(sheetXml([["Name"], ["Riesling"]], false)));
  expect(noPositions.status()).toBe(400);
  expect((await noPositions.json()).error.messageKey).toBe("organizer:import.errors.xlsxNoAddress");
});
