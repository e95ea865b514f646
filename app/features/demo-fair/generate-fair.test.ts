import { beforeAll, describe, expect, it } from "vitest";
import { MEDALS, OFFERINGS, PLACEHOLDER_PRODUCER_ID } from "~/features/catalogue/vocabulary";
import { parseSettings } from "~/features/events/events.server";
import { meetingScheduleSchema } from "~/features/events/meeting-schedule";
import type { FairData } from "./fair-data";
import { generateFair } from "./generate-fair";
import { priceRangeOf } from "./generate-products";

let fair: FairData;
beforeAll(() => {
  fair = generateFair({ seed: 2026, products: 2500 });
});

const ids = <T extends { id?: string }>(rows: T[]) => new Set(rows.map((r) => r.id as string));
const parse = (json: string | undefined) => JSON.parse(json ?? "null") as unknown;

describe("generateFair", () => {
  it("is deterministic: the same options give deep-equal data, another seed differs", () => {
    const a = generateFair({ seed: 99, products: 400 });
    const b = generateFair({ seed: 99, products: 400 });
    expect(a).toEqual(b);
    const c = generateFair({ seed: 100, products: 400 });
    expect(c.products.map((p) => p.name)).not.toEqual(a.products.map((p) => p.name));
  });

  it("has the minimum counts for 2,500 products", () => {
    expect(fair.products).toHaveLength(2500);
    expect(fair.exhibitors.length).toBeGreaterThanOrEqual(150);
    expect(fair.producers.length).toBeGreaterThanOrEqual(250);
    expect(new Set(fair.products.map((p) => p.country)).size).toBeGreaterThanOrEqual(12);
    expect(fair.events).toHaveLength(2);
  });

  it("books meetings at the main fair on its days, in its time zone, and not at the autumn tasting", () => {
    const [main, autumn] = fair.events;
    const settings = parseSettings(main.settings);
    expect(settings.meetingBooking).toBe("true");
    expect(meetingScheduleSchema.parse(JSON.parse(main.settings).meetingSchedule)).toEqual({
      days: ["2026-12-07", "2026-12-08", "2026-12-09"],
      opens: "10:00",
      closes: "18:00",
      slotMinutes: 30,
    });
    expect([main.starts_on, main.ends_on, main.timezone]).toEqual(["2026-12-07", "2026-12-09", "Europe/Berlin"]);
    expect(parseSettings(autumn.settings).meetingBooking).toBe("false");
    // Every person can be found by country in the directory.
    expect(fair.personProfiles.filter((p) => !p.country)).toEqual([]);
  });

  it("gives every exhibitor and producer products, at any size, with exactly the products asked for", () => {
    for (const [n, f] of [10, 57, 300]
      .map((size) => [size, generateFair({ seed: size, products: size })] as const)
      .concat([[2500, fair]])) {
      expect(f.products).toHaveLength(n);
      const showing = new Set(f.products.map((p) => p.exhibitor_id));
      const making = new Set(f.products.map((p) => p.producer_id));
      expect(
        f.exhibitors.filter((e) => !showing.has(e.id)).map((e) => e.name),
        `${n} products`,
      ).toEqual([]);
      expect(
        f.producers.filter((p) => !making.has(p.id)).map((p) => p.name),
        `${n} products`,
      ).toEqual([]);
    }
    const sized = generateFair({ seed: 3, products: 600, exhibitors: 40, producers: 70 });
    expect([sized.exhibitors.length, sized.producers.length]).toEqual([40, 70]);
  });

  it("mixes the kinds roughly 70/12/12/5/1", () => {
    const share = (kind: string) => fair.products.filter((p) => p.kind === kind).length / fair.products.length;
    expect(share("Wine")).toBeCloseTo(0.7, 1);
    expect(share("Beer")).toBeCloseTo(0.12, 1);
    expect(share("Spirit")).toBeCloseTo(0.12, 1);
    expect(share("Cider")).toBeCloseTo(0.05, 1);
    expect(share("ProductV1")).toBeGreaterThan(0);
  });

  it("points every foreign key at an existing row", () => {
    const events = ids(fair.events);
    const exhibitors = ids(fair.exhibitors);
    const producers = ids(fair.producers);
    const products = ids(fair.products);
    const images = ids(fair.images);
    const registrations = ids(fair.registrations);
    const lists = ids(fair.productLists);
    const areas = ids(fair.areas);
    const check = (set: Set<string>, values: (string | null | undefined)[], what: string) => {
      const missing = values.filter((v): v is string => v != null && !set.has(v));
      expect(missing, what).toEqual([]);
    };
    check(
      events,
      fair.eventTranslations.map((r) => r.event_id),
      "event translations",
    );
    check(
      images,
      [...fair.events, ...fair.exhibitors, ...fair.producers].map((r) => r.logo_image_id),
      "logos",
    );
    check(
      exhibitors,
      [
        ...fair.exhibitorTranslations,
        ...fair.exhibitorLocations,
        ...fair.exhibitorContacts,
        ...fair.exhibitorMarkets,
      ].map((r) => r.exhibitor_id),
      "exhibitor rows",
    );
    check(
      producers,
      fair.producerTranslations.map((r) => r.producer_id),
      "producer translations",
    );
    check(
      exhibitors,
      fair.products.map((p) => p.exhibitor_id),
      "product exhibitors",
    );
    check(
      producers,
      fair.products.map((p) => p.producer_id).filter((id) => id !== PLACEHOLDER_PRODUCER_ID),
      "product producers",
    );
    check(
      images,
      fair.products.map((p) => p.bottle_image_id),
      "bottle images",
    );
    check(
      products,
      [...fair.productTranslations, ...fair.productGrapeVarieties, ...fair.productSoilTypes, ...fair.productAwards].map(
        (r) => r.product_id,
      ),
      "product rows",
    );
    check(
      products,
      fair.files.filter((f) => f.owner_type === "product").map((f) => f.owner_id),
      "product files",
    );
    check(
      exhibitors,
      fair.files.filter((f) => f.owner_type === "exhibitor").map((f) => f.owner_id),
      "exhibitor files",
    );
    check(
      images,
      fair.files.map((f) => f.thumbnail_image_id),
      "thumbnails",
    );
    check(
      events,
      [
        ...fair.registrations,
        ...fair.registrationExhibitors,
        ...fair.registeredProducts,
        ...fair.productLists,
        ...fair.areas,
      ].map((r) => r.event_id),
      "event ids",
    );
    check(
      registrations,
      [...fair.registrationExhibitors, ...fair.registeredProducts].map((r) => r.registration_id),
      "registrations",
    );
    check(
      exhibitors,
      [...fair.registrationExhibitors, ...fair.registeredProducts, ...fair.areaExhibitors].map((r) => r.exhibitor_id),
      "registered exhibitors",
    );
    check(
      products,
      [...fair.registeredProducts, ...fair.productListItems].map((r) => r.product_id),
      "registered products",
    );
    check(
      lists,
      [...fair.productListTranslations, ...fair.productListItems].map((r) => r.product_list_id),
      "lists",
    );
    check(
      areas,
      [...fair.areaTranslations, ...fair.areaExhibitors].map((r) => r.area_id),
      "areas",
    );
    const owners: Record<string, Set<string>> = {
      event: events,
      exhibitor: exhibitors,
      producer: producers,
      product: products,
      registration: registrations,
      productList: lists,
      area: areas,
    };
    for (const h of fair.history)
      expect(owners[h.entity_type!]?.has(h.entity_id!), `${h.entity_type} ${h.entity_id}`).toBe(true);

    // A registered product is shown by an exhibitor of its registration, who also owns it.
    const members = new Set(fair.registrationExhibitors.map((r) => `${r.registration_id}|${r.exhibitor_id}`));
    const owner = new Map(fair.products.map((p) => [p.id, p.exhibitor_id]));
    for (const r of fair.registeredProducts) {
      expect(members.has(`${r.registration_id}|${r.exhibitor_id}`)).toBe(true);
      expect(owner.get(r.product_id)).toBe(r.exhibitor_id);
    }
  });

  it("uses unique ids and unique ASCII kebab-case slugs", () => {
    const all = [
      fair.events,
      fair.images,
      fair.exhibitors,
      fair.producers,
      fair.products,
      fair.files,
      fair.registrations,
      fair.productLists,
      fair.areas,
      fair.exhibitorLocations,
      fair.exhibitorContacts,
    ].flatMap((rows) => rows.map((r) => r.id as string));
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((id) => !/^[0-9a-f]{24}$/.test(id))).toEqual([]);
    for (const rows of [fair.exhibitors, fair.producers, fair.events]) {
      const slugs = rows.map((r) => r.slug!);
      expect(new Set(slugs).size).toBe(slugs.length);
      expect(slugs.filter((s) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(s))).toEqual([]);
    }
    for (const rows of [fair.productLists, fair.areas]) {
      const keys = rows.map((r) => `${r.event_id}|${r.slug}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it("lets some exhibitors stand in as producer: null and placeholder producer ids", () => {
    const none = fair.products.filter((p) => p.producer_id === null).length / fair.products.length;
    const placeholder =
      fair.products.filter((p) => p.producer_id === PLACEHOLDER_PRODUCER_ID).length / fair.products.length;
    expect(none).toBeGreaterThan(0.04);
    expect(none).toBeLessThan(0.13);
    expect(placeholder).toBeGreaterThan(0.01);
    expect(placeholder).toBeLessThan(0.08);
    // A producer's country and region are those of its products.
    const producer = new Map(fair.producers.map((p) => [p.id, p]));
    for (const p of fair.products) {
      const own = p.producer_id ? producer.get(p.producer_id) : undefined;
      if (own && p.kind !== "ProductV1") expect([own.country, own.region]).toEqual([p.country, p.region]);
    }
  });

  it("registers every product at the main fair and about a tenth at the autumn tasting, with consistent prices", () => {
    const [main, autumn] = fair.events.map((e) => e.id);
    const at = (eventId: string) => fair.registeredProducts.filter((r) => r.event_id === eventId);
    expect(at(main!)).toHaveLength(fair.products.length);
    expect(at(autumn!).length).toBeGreaterThan(fair.products.length * 0.05);
    expect(at(autumn!).length).toBeLessThan(fair.products.length * 0.2);
    expect(new Set(at(autumn!).map((r) => r.exhibitor_id)).size).toBeGreaterThanOrEqual(15);
    for (const r of fair.registeredProducts) {
      expect(r.currency).toBe("EUR");
      expect(r.price_range).toBe(priceRangeOf(r.price!));
      expect(r.table_number).toMatch(/^[A-HT]\d{2,}[a-d]?$/);
    }
    expect(fair.registrations.some((r) => r.kind === "grouped" && r.name)).toBe(true);
    const isNew = at(main!).filter((r) => r.is_new).length / fair.products.length;
    expect(isNew).toBeGreaterThan(0.05);
    expect(isNew).toBeLessThan(0.15);
  });

  it("fills exhibitors, awards, files, lists, areas, images and history with valid values", () => {
    for (const e of fair.exhibitors) {
      for (const o of parse(e.offering) as string[]) expect(OFFERINGS).toContain(o);
      for (const h of parse(e.opening_hours) as { day: number; opens: string }[])
        expect(h.day).toBeGreaterThanOrEqual(1);
      expect(e.website).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example$/);
    }
    for (const a of fair.productAwards) expect(MEDALS).toContain(a.medal);
    const awarded = new Set(fair.productAwards.map((a) => a.product_id)).size / fair.products.length;
    expect(awarded).toBeGreaterThan(0.18);
    expect(awarded).toBeLessThan(0.35);
    for (const f of fair.files) {
      if (f.kind === "uploaded" || f.kind === "liveInfoSheet") expect(f.url).toBe(`/media/files/${f.id}.pdf`);
      if (f.kind === "linked") expect(f.url).toMatch(/^https:\/\//);
    }
    expect(fair.pdfs.map((p) => p.fileId).sort()).toEqual(
      fair.files
        .filter((f) => f.kind === "uploaded" || f.kind === "liveInfoSheet")
        .map((f) => f.id)
        .sort(),
    );
    for (const image of fair.images) {
      const variants = parse(image.variants) as { width: number; height: number; src: string }[];
      const size = image.width === 96 ? variants[0] : variants.at(-1);
      expect(size).toMatchObject({ width: image.width, height: image.height });
      for (const v of variants) expect(v.height / v.width).toBeCloseTo(image.height! / image.width!, 2);
      for (const v of variants) expect(v.src).toBe(`/media/img/${image.id}-${v.width}.webp`);
      expect(image.placeholder).toMatch(/^#[0-9a-f]{6}$/i);
    }
    const thumbnails = new Set(fair.files.map((f) => f.thumbnail_image_id));
    for (const image of fair.images.filter((i) => thumbnails.has(i.id)))
      expect([image.width, image.height]).toEqual([96, 136]);
    expect(new Set(fair.products.map((p) => p.bottle_image_id)).size).toBeLessThan(100);
    for (const eventId of fair.events.map((e) => e.id)) {
      const lists = fair.productLists.filter((l) => l.event_id === eventId).length;
      const areas = fair.areas.filter((a) => a.event_id === eventId).length;
      expect(lists).toBeGreaterThanOrEqual(5);
      expect(areas).toBeGreaterThanOrEqual(4);
    }
    const set = fair.history.filter((h) => h.kind === "set");
    expect(set.length).toBe(
      fair.events.length +
        fair.exhibitors.length +
        fair.producers.length +
        fair.products.length +
        fair.registrations.length +
        fair.productLists.length +
        fair.areas.length,
    );
    expect(set.every((h) => h.field === "*" && h.actor === "demo-generator")).toBe(true);
    const added = fair.history.filter((h) => h.kind === "productAdded");
    expect(added).toHaveLength(fair.registeredProducts.length);
    expect(added.every((h) => h.collection_id === h.event_id && h.collection_id)).toBe(true);
  });
});
