import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { e2eDatabase, signedInPage, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { registerPerson } from "./support/people";
import { expect, test } from "./support/test";

// Leads at the stand (docs/leads.md): an attendee shows My badge (a real QR
// code of /b/{code}, decoded with zbarimg), a representative opens it, scores
// it hot with a note, a colleague of the stand sees the lead, another stand's
// representative does not, the attendee sees "Scanned by", and after renewing
// the old code is refused. The colleague finds the lead in the desk's Leads
// section, changes its score there and downloads it as Excel.

async function eventOfRegistration(registrationId: string): Promise<{ eventId: string; exhibitorName: string }> {
  const row = await e2eDatabase()
    .selectFrom("registration_exhibitors as re")
    .innerJoin("exhibitors as e", "e.id", "re.exhibitor_id")
    .select(["re.event_id", "e.name"])
    .where("re.registration_id", "=", registrationId)
    .orderBy("re.sort_number")
    .executeTakeFirstOrThrow();
  return { eventId: row.event_id, exhibitorName: row.name };
}

test("a badge scanned into a lead, seen by a colleague, refused for another stand and after renewal", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const rep = await registerPerson(request, {
    kind: "representative",
    email: uniqueEmail("lead-rep"),
    name: `Lena Lead ${stamp}`,
  });
  const colleague = await registerPerson(request, {
    kind: "representative",
    email: uniqueEmail("lead-colleague"),
    name: `Carl Colleague ${stamp}`,
    registrationId: rep.registrationId ?? undefined,
  });
  const visitor = await registerPerson(request, {
    kind: "attendee",
    email: uniqueEmail("lead-visitor"),
    name: `Vera Visitor ${stamp}`,
    company: "Vera Imports",
    jobTitle: "Buyer",
  });
  const { eventId, exhibitorName } = await eventOfRegistration(rep.registrationId as string);
  const query = `?event=${encodeURIComponent(eventId)}`;
  const otherStand = await e2eDatabase()
    .selectFrom("registration_exhibitors")
    .select("registration_id")
    .where("event_id", "=", eventId)
    .where("registration_id", "!=", rep.registrationId as string)
    .orderBy("registration_id")
    .executeTakeFirstOrThrow();
  const otherRep = await registerPerson(request, {
    kind: "representative",
    email: uniqueEmail("lead-other"),
    name: `Olga Other ${stamp}`,
    registrationId: otherStand.registration_id,
  });

  // The attendee's badge: a QR code of the badge's address, and the code to type.
  const visitorPage = await signedInPage(browser, visitor);
  await visitorPage.goto(`/en/my/badge${query}`);
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText("My badge");
  const qr = visitorPage.getByRole("img", { name: "QR code of my badge" });
  await expect(qr).toBeVisible();
  const code = (await visitorPage.getByTestId("badge-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[2-9A-Z]{10}$/);
  await expect(visitorPage.getByText("Showing this code shares your name, company")).toBeVisible();
  await expect(visitorPage.getByText("No stand has scanned your code yet.")).toBeVisible();
  const dir = mkdtempSync(path.join(tmpdir(), "badge-"));
  const shot = path.join(dir, "qr.png");
  writeFileSync(shot, await qr.screenshot());
  const decoded = execFileSync("zbarimg", ["--quiet", "--raw", shot]).toString().trim();
  expect(decoded).toBe(`${new URL(visitorPage.url()).origin}/b/${code}`);
  await expectNoSeriousViolations(visitorPage, "My badge");

  // The representative opens the code's address, scores the person hot with a note.
  const repPage = await signedInPage(browser, rep);
  await repPage.goto(`/b/${code.toLowerCase()}`);
  await expect(repPage.getByRole("heading", { level: 1 })).toHaveText("New lead");
  await expect(repPage.getByRole("heading", { name: `Vera Visitor ${stamp}` })).toBeVisible();
  await expect(repPage.getByText("Buyer · Vera Imports")).toBeVisible();
  await expectNoSeriousViolations(repPage, "the lead capture page");
  await repPage.getByRole("radio", { name: "Hot" }).check();
  await repPage.getByLabel("Note").fill(`Wants samples ${stamp}`);
  await repPage.getByRole("button", { name: "Save" }).click();
  await expect(repPage.getByText("Saved.", { exact: true })).toBeVisible();

  // The colleague of the stand sees the lead; scanning again finds the same one (200).
  const colleaguePage = await signedInPage(browser, colleague);
  const listed = await colleaguePage.request.get(`/api/collections/${eventId}/leads`);
  expect(listed.status()).toBe(200);
  const { leads } = await listed.json();
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({
    person: { name: `Vera Visitor ${stamp}`, company: "Vera Imports" },
    score: "hot",
    note: `Wants samples ${stamp}`,
    scannedBy: { name: `Lena Lead ${stamp}` },
  });
  const again = await colleaguePage.request.post(`/api/collections/${eventId}/leads`, { data: { code } });
  expect(again.status()).toBe(200);
  expect((await again.json()).lead.id).toBe(leads[0].id);

  // Another stand's representative does not see it and cannot change it.
  const otherPage = await signedInPage(browser, otherRep);
  const theirs = await otherPage.request.get(`/api/collections/${eventId}/leads`);
  expect((await theirs.json()).leads).toEqual([]);
  const patch = await otherPage.request.patch(`/api/collections/${eventId}/leads/${leads[0].id}`, {
    data: { score: "cold" },
  });
  expect(patch.status()).toBe(404);
  // The desk's Leads section: the colleague sees who scanned, changes the score, and exports.
  await colleaguePage.goto(`/en/my/desk${query}`);
  await colleaguePage.getByRole("navigation", { name: "Desk sections" }).getByRole("link", { name: "Leads" }).click();
  await expect(colleaguePage.getByRole("heading", { level: 2, name: "Leads" })).toBeVisible();
  await expect(colleaguePage.getByText("1 lead: 1 hot, 0 warm, 0 cold")).toBeVisible();
  const lead = colleaguePage.getByRole("article", { name: `Vera Visitor ${stamp}` });
  await expect(lead).toContainText(`Scanned by Lena Lead ${stamp}`);
  await expect(lead.getByLabel("Score")).toHaveValue("hot");
  await expectNoSeriousViolations(colleaguePage, "the desk's leads");
  await lead.getByLabel("Score").selectOption({ label: "Warm" });
  await lead.getByLabel("Note").fill(`Call after the fair ${stamp}`);
  await lead.getByRole("button", { name: "Save" }).click();
  await expect(colleaguePage.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await colleaguePage.reload();
  await expect(lead.getByLabel("Score")).toHaveValue("warm");
  await expect(lead.getByLabel("Note")).toHaveValue(`Call after the fair ${stamp}`);
  const download = colleaguePage.waitForEvent("download");
  await colleaguePage.getByRole("link", { name: "Download as Excel" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Leads - .+ - \d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  const rows = (sheet.getSheetValues().slice(2) as unknown[][]).filter(Boolean);
  expect(rows).toHaveLength(1);
  const cell = (header: string) => rows[0][headers.indexOf(header) + 1];
  expect(cell("Person")).toBe(`Vera Visitor ${stamp}`);
  expect(cell("Company")).toBe("Vera Imports");
  expect(cell("Score")).toBe("Warm");
  expect(cell("Note")).toBe(`Call after the fair ${stamp}`);
  expect(cell("Scanned by")).toBe(`Lena Lead ${stamp}`);
  // The stand's report counts the scan by its score.
  await colleaguePage.goto(`/en/my/reports${query}`);
  const leadsTable = colleaguePage.getByRole("table", { name: "Leads" });
  await expect(leadsTable.getByRole("row", { name: "Scanned 1" })).toBeVisible();
  await expect(leadsTable.getByRole("row", { name: "Warm 1" })).toBeVisible();
  // The other stand's desk has none of it.
  await otherPage.goto(`/en/my/desk/leads${query}`);
  await expect(otherPage.getByText("No leads yet.")).toBeVisible();

  // The attendee is no representative: refused.
  const byVisitor = await visitorPage.request.post(`/api/collections/${eventId}/leads`, { data: { code } });
  expect(byVisitor.status()).toBe(403);

  // The attendee sees who scanned them, then renews the code.
  await visitorPage.reload();
  const scannedBy = visitorPage.getByRole("region", { name: "Scanned by" });
  await expect(scannedBy.getByText(exhibitorName)).toBeVisible();
  await visitorPage.getByText("Renew my code", { exact: true }).click();
  await visitorPage.getByRole("button", { name: "Yes, renew my code" }).click();
  await expect(visitorPage.getByText("Your code was renewed. The old one no longer works.")).toBeVisible();
  const renewed = (await visitorPage.getByTestId("badge-code").textContent())?.trim();
  expect(renewed).not.toBe(code);

  // The old code is refused, by the API and on the page.
  const old = await repPage.request.post(`/api/collections/${eventId}/leads`, { data: { code } });
  expect(old.status()).toBe(404);
  expect((await old.json()).error.message).toBe("This badge is no longer valid.");
  const oldPage = await repPage.goto(`/b/${code}`);
  expect(oldPage?.status()).toBe(404);
  await expect(repPage.getByText("This badge is no longer valid.")).toBeVisible();

  // In German.
  await visitorPage.goto(`/de/my/badge${query}`);
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText("Mein Ausweis");
  await expect(visitorPage.getByRole("region", { name: "Gescannt von" }).getByText(exhibitorName)).toBeVisible();
});
