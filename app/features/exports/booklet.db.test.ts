import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { SensoryProfile } from "~/features/catalogue/vocabulary";
import { PLACEHOLDER_PRODUCER_ID } from "~/features/catalogue/vocabulary";
import { getEvent } from "~/features/events/events.server";
import type { EventSummary } from "~/features/events/types";
import type { Locale } from "~/lib/locales";
import {
  insertEvent,
  insertExhibitor,
  insertProducer,
  insertProduct,
  register,
} from "../../../tests/factories/catalogue";
import { insertUser } from "../../../tests/factories/people";
import { describeEachDialect } from "../../../tests/support/test-database";
import { fileNameOf, loadBooklet } from "./booklet.server";
import { writeBookletPdf } from "./booklet-pdf.server";
import { writeBookletXlsx } from "./booklet-xlsx.server";

// Accents of all five languages, in names, notes, the event and the reader.
const ACCENTS = "ß œ ç à è ì ò ù ñ ü ö ä é â ê î ô û ë ï ÿ á í ó ú Ä Ö Ü É È À Ç Œ Ñ ¿ ¡ «»";
const NAMES = [
  "Châteauneuf-du-Pape",
  "Grüner Veltliner",
  "Añejo",
  "Nebbiolo d'Alba — Barbaresco",
  "Crémant d'Alsace Brut",
];
const NOW = new Date("2026-12-07T09:00:00Z");

const dir = mkdtempSync(join(tmpdir(), "booklet-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function pdfText(pdf: Buffer, name: string): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  // Lines wrap where the page ends them: compare with single spaces.
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

function pdfFonts(pdf: Buffer, name: string): string {
  const file = join(dir, `${name}-fonts.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdffonts", [file], { encoding: "utf8" });
}

async function readWorkbook(xlsx: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  return workbook;
}

/** The sensory scales set on the first two notes (the others set none). */
const SENSORY: Record<number, SensoryProfile> = {
  0: { appearanceIntensity: "deep", floral: "moderate", acidity: "high", body: "full" },
  1: { tannins: "soft" },
};

describeEachDialect("tasting booklet", (t) => {
  let eventId: string;
  let user: { id: string; name: string };
  const event = async (locale: Locale): Promise<EventSummary> => (await getEvent(t.db, { idOrSlug: eventId, locale }))!;

  beforeAll(async () => {
    const db = t.db;
    eventId = await insertEvent(db, { name: "Salon des Vins — Édition 2026" });
    await db
      .insertInto("event_translations")
      .values({ event_id: eventId, locale: "de", name: "Weinmesse Köln — Ausgabe 2026", tagline: "", description: "" })
      .execute();
    user = await insertUser(db, { email: "jose@example.com", name: "José Müller-Lüdenscheidt" });
    const domaine = await insertExhibitor(db, { name: "Domaine Œnologie Français", country: "FR" });
    const bodega = await insertExhibitor(db, { name: "Bodega Añejo Niño", country: "ES" });
    const producer = await insertProducer(db, { name: "Weingut Schloß Übermaß" });
    const placeholder = await insertProducer(db, { id: PLACEHOLDER_PRODUCER_ID, name: "Placeholder" });
    const products = await Promise.all(
      NAMES.map((name, i) =>
        insertProduct(db, {
          exhibitor_id: i % 2 === 0 ? domaine : bodega,
          name,
          vintage: 2015 + i,
          region: "Rhône",
          subregion: i === 0 ? "Côtes du Rhône Méridionales" : "",
          producer_id: i === 1 ? producer : placeholder,
        }),
      ),
    );
    await register(db, {
      eventId,
      exhibitorId: domaine,
      tableNumber: "A2",
      products: products.filter((_, i) => i % 2 === 0).map((id, i) => ({ id, price: 12.5 + i })),
    });
    await register(db, {
      eventId,
      exhibitorId: bodega,
      tableNumber: "A10",
      products: products.filter((_, i) => i % 2 === 1).map((id) => ({ id })),
    });
    await db
      .insertInto("product_grape_varieties")
      .values([
        { product_id: products[0], position: 0, variety_name: "Grenache", percentage: 80 },
        { product_id: products[0], position: 1, variety_name: "Mourvèdre", percentage: 20 },
      ])
      .execute();
    await db
      .insertInto("favorite_lists")
      .values([
        {
          event_id: eventId,
          user_id: user.id,
          id: "l1",
          name: "Rotweine: die Besten [2026]",
          created_at: NOW.toISOString(),
        },
        {
          event_id: eventId,
          user_id: user.id,
          id: "l2",
          name: "Blancs & Bulles",
          created_at: "2026-12-08T00:00:00.000Z",
        },
      ])
      .execute();
    await db
      .insertInto("favorites")
      .values(
        products.map((id, i) => ({
          event_id: eventId,
          user_id: user.id,
          item_id: id,
          type: "product" as const,
          added_at: NOW.toISOString(),
          tags: i === 0 ? '["süß"]' : "[]",
          list_id: i < 2 ? "l1" : i === 2 ? "l2" : null,
          list_name: i < 2 ? "Rotweine: die Besten [2026]" : i === 2 ? "Blancs & Bulles" : null,
        })),
      )
      .execute();
    await db
      .insertInto("favorites")
      .values({
        event_id: eventId,
        user_id: user.id,
        item_id: bodega,
        type: "exhibitor",
        added_at: NOW.toISOString(),
        list_id: null,
        list_name: null,
      })
      .execute();
    await db
      .insertInto("tasting_notes")
      .values(
        products.map((id, i) => ({
          event_id: eventId,
          user_id: user.id,
          product_id: id,
          rating: i === 4 ? null : (i % 5) + 1,
          note: `Note ${i}: ${ACCENTS}`,
          sensory: JSON.stringify(SENSORY[i] ?? {}),
          added_at: NOW.toISOString(),
          updated_at: NOW.toISOString(),
        })),
      )
      .execute();
  });

  it("keeps every accent of the five languages in the PDF, with a cover and page numbers", async () => {
    const booklet = await loadBooklet(t.db, {
      event: await event("en"),
      user,
      locale: "en",
      source: "notes",
      now: NOW,
    });
    const progress: [number, number][] = [];
    const pdf = await writeBookletPdf(booklet, { onProgress: (done, total) => progress.push([done, total]) });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf, "notes-en");

    for (const name of [
      ...NAMES,
      "Domaine Œnologie Français",
      "Bodega Añejo Niño",
      "Weingut Schloß Übermaß",
      "Côtes du Rhône Méridionales",
      "Mourvèdre",
    ]) {
      expect(text).toContain(name);
    }
    for (const letter of ACCENTS.split(" ")) expect(text).toContain(letter);
    expect(text).toContain(`Note 0: ${ACCENTS}`);
    // The cover: event, dates, venue, title, reader, date.
    expect(text).toContain("Salon des Vins — Édition 2026");
    expect(text).toContain("December 7 – 9, 2026");
    expect(text).toContain("My tasting notes");
    expect(text).toContain("Prepared for José Müller-Lüdenscheidt");
    expect(text).toContain("Created on December 7, 2026");
    expect(text).toContain("Table A2");
    expect(text).toContain("Rating: ★☆☆☆☆ 1/5");
    expect(text).toContain("Rating: Not rated");
    // The sensory scales set on a note: each with its value and place on the scale, by group.
    expect(text).toContain("Appearance — Intensity: Deep, 3 of 3");
    expect(text).toContain("Nose — Floral: Moderate, 3 of 4");
    expect(text).toContain("Palate — Acidity: High, 3 of 3 · Body: Full, 3 of 4");
    expect(text).toContain("Palate — Tannins: Soft, 2 of 5");
    expect(text.match(/Appearance — /g)).toHaveLength(1);
    // The placeholder producer: the exhibitor stands in.
    expect(text).toContain("Producer: Domaine Œnologie Français");
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(pdfFonts(pdf, "notes-en")).toMatch(/DejaVuSans\s+CID TrueType\s+Identity-H\s+yes\s+yes/);
    expect(progress.at(-1)).toEqual([NAMES.length, NAMES.length]);
  });

  it("writes the cover and page numbers in the reader's language", async () => {
    const booklet = await loadBooklet(t.db, {
      event: await event("de"),
      user,
      locale: "de",
      source: "catalog",
      now: NOW,
    });
    const text = pdfText(await writeBookletPdf(booklet), "catalog-de");
    expect(text).toContain("Weinmesse Köln — Ausgabe 2026");
    expect(text).toContain("Mein Katalog");
    expect(text).toContain("Erstellt für José Müller-Lüdenscheidt");
    expect(text).toMatch(/Seite 1 von \d+/);
    expect(text).toContain("Erzeuger: Weingut Schloß Übermaß");
    expect(text).toContain("Sie haben diesen Aussteller gemerkt.");
    expect(text).toMatch(/Preis: 12,50\s€/);
    expect(text).toContain("Aussehen — Intensität: Tief, 3 von 3");
    expect(text).toContain("Gaumen — Säure: Hoch, 3 von 3");
    expect(fileNameOf(booklet, "pdf")).toBe("Mein Katalog - Weinmesse Köln — Ausgabe 2026 - 2026-12-07.pdf");
  });

  it("writes Excel with one sheet per list, typed cells, a frozen header and a filter", async () => {
    const booklet = await loadBooklet(t.db, {
      event: await event("en"),
      user,
      locale: "en",
      source: "catalog",
      now: NOW,
    });
    const progress: number[] = [];
    const workbook = await readWorkbook(await writeBookletXlsx(booklet, { onProgress: (done) => progress.push(done) }));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      "Rotweine die Besten 2026",
      "Blancs & Bulles",
      "Not in a list",
    ]);
    expect(progress.at(-1)).toBe(NAMES.length + 1);

    const reds = workbook.worksheets[0];
    const header = (reds.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      "Producer",
      "Product",
      "Type",
      "Denomination",
      "Vintage",
      "Grape varieties",
      "Exhibitor",
      "Table",
      "Price",
      "Currency",
      "Rating",
      "Note",
      "Appearance: Intensity",
      "Nose: Aroma intensity",
      "Nose: Floral",
      "Nose: Fruit",
      "Nose: Spice",
      "Nose: Wood",
      "Palate: Acidity",
      "Palate: Body",
      "Palate: Tannins",
      "Tags",
      "Added on",
    ]);
    expect(reds.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(reds.autoFilter).toBeTruthy();
    expect(reds.rowCount).toBe(3);
    const column = (name: string) => header.indexOf(name) + 1;
    const first = reds.getRow(2);
    expect(first.getCell(column("Product")).value).toBe("Châteauneuf-du-Pape");
    expect(first.getCell(column("Producer")).value).toBe("Domaine Œnologie Français");
    expect(first.getCell(column("Vintage")).value).toBe(2015);
    expect(first.getCell(column("Price")).value).toBe(12.5);
    expect(first.getCell(column("Price")).numFmt).toBe("#,##0.00");
    expect(first.getCell(column("Rating")).value).toBe(1);
    expect(first.getCell(column("Table")).value).toBe("A2");
    expect(first.getCell(column("Grape varieties")).value).toBe("Grenache 80%, Mourvèdre 20%");
    expect(first.getCell(column("Added on")).value).toBeInstanceOf(Date);
    expect(first.getCell(column("Note")).value).toBe(`Note 0: ${ACCENTS}`);
    expect(first.getCell(column("Tags")).value).toBe("süß");
    expect(first.getCell(column("Appearance: Intensity")).value).toBe("Deep, 3 of 3");
    expect(first.getCell(column("Nose: Floral")).value).toBe("Moderate, 3 of 4");
    expect(first.getCell(column("Palate: Acidity")).value).toBe("High, 3 of 3");
    expect(first.getCell(column("Palate: Body")).value).toBe("Full, 3 of 4");
    expect(first.getCell(column("Nose: Fruit")).value).toBeNull();
    expect(reds.getRow(3).getCell(column("Palate: Tannins")).value).toBe("Soft, 2 of 5");

    const unlisted = workbook.worksheets[2];
    const rows = unlisted
      .getRows(2, unlisted.rowCount - 1)!
      .map((row) => [row.getCell(column("Type")).value, row.getCell(column("Exhibitor")).value]);
    expect(rows).toEqual([
      ["Wine", "Domaine Œnologie Français"],
      ["Exhibitor", "Bodega Añejo Niño"],
      ["Wine", "Bodega Añejo Niño"],
    ]);
  });

  it("writes German headers, and one sheet for a list or the notes", async () => {
    const list = await loadBooklet(t.db, {
      event: await event("de"),
      user,
      locale: "de",
      source: "list",
      listId: "l2",
      now: NOW,
    });
    const listBook = await readWorkbook(await writeBookletXlsx(list));
    expect(listBook.worksheets.map((sheet) => sheet.name)).toEqual(["Blancs & Bulles"]);
    expect((listBook.worksheets[0].getRow(1).values as unknown[]).slice(1, 6)).toEqual([
      "Erzeuger",
      "Produkt",
      "Art",
      "Herkunft",
      "Jahrgang",
    ]);
    expect(listBook.worksheets[0].getRow(2).getCell(3).value).toBe("Wein");

    const notes = await loadBooklet(t.db, { event: await event("fr"), user, locale: "fr", source: "notes", now: NOW });
    const notesBook = await readWorkbook(await writeBookletXlsx(notes));
    expect(notesBook.worksheets.map((sheet) => sheet.name)).toEqual(["Mes notes de dégustation"]);
    expect(notesBook.worksheets[0].rowCount).toBe(NAMES.length + 1);
  });

  it("refuses a list when lists are disabled, and says so when notes are disabled", async () => {
    const settings = { listsEnabled: false, tastingNotesEnabled: false };
    await t.db
      .updateTable("events")
      .set({ settings: JSON.stringify(settings) })
      .where("id", "=", eventId)
      .execute();
    try {
      const disabled = await event("en");
      await expect(
        loadBooklet(t.db, { event: disabled, user, locale: "en", source: "list", listId: "l1" }),
      ).rejects.toMatchObject({ code: "disabled" });
      const notes = await loadBooklet(t.db, { event: disabled, user, locale: "en", source: "notes", now: NOW });
      expect(notes.entries).toEqual([]);
      expect(pdfText(await writeBookletPdf(notes), "disabled")).toContain("Tasting notes are disabled for this site.");
      const catalogue = await loadBooklet(t.db, { event: disabled, user, locale: "en", source: "catalog", now: NOW });
      const workbook = await readWorkbook(await writeBookletXlsx(catalogue));
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["My catalogue"]);
      expect(workbook.worksheets[0].getRow(1).values).not.toContain("Note");
      expect(workbook.worksheets[0].getRow(1).values).not.toContain("Palate: Acidity");
    } finally {
      await t.db.updateTable("events").set({ settings: "{}" }).where("id", "=", eventId).execute();
    }
  });
});
