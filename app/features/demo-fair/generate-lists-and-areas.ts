import type { Medal } from "~/features/catalogue/vocabulary";
import { LOCALES } from "~/lib/locales";
import type { FairData } from "./fair-data";
import type { Company } from "./generate-companies";
import type { EventInfo } from "./generate-events";
import type { ProductMeta } from "./generate-products";
import type { RegisteredInfo } from "./generate-registrations";
import type { Random } from "./random";
import {
  AREA_TEXTS,
  type AreaRule,
  discoveriesText,
  LIST_TEXTS,
  type ListRule,
  type NamedText,
} from "./text/list-and-area-texts";

// Curated product lists and floor-plan areas of each event, filled by rule
// from what is registered there.

const LIST_SIZE = 60;
const GOLD: Medal[] = ["trophy", "platinum", "doubleGold", "gold"];
const NEW_WORLD = new Set(["US", "AR", "CL", "ZA", "AU", "NZ"]);
const DISCOVERY_COUNTRIES = ["GE", "GR", "HU", "ZA", "PT"];

const LIST_SLUGS: Record<Exclude<ListRule, "discoveries">, string> = {
  gold: "gold-medal-winners",
  organic: "organic-biodynamic",
  new: "new-this-year",
  under20: "under-20",
  sparkling: "sparkling-selection",
  autumnReds: "autumn-reds",
  craftBeer: "craft-beer-picks",
};
const AREA_SLUGS: Record<AreaRule, string> = {
  organic: "organic-corner",
  beer: "craft-beer-hall",
  spirits: "spirits-lounge",
  italian: "italian-pavilion",
  newWorld: "new-world-wines",
  cider: "cider-perry-bar",
};

interface Entry {
  product: ProductMeta;
  registered: RegisteredInfo;
}

export function generateListsAndAreas(
  root: Random,
  data: FairData,
  events: { main: EventInfo; autumn: EventInfo },
  products: ProductMeta[],
  exhibitors: Company[],
  registered: RegisteredInfo[],
): void {
  const random = root.fork("collections");
  const productById = new Map(products.map((p) => [p.id, p]));
  const exhibitorById = new Map(exhibitors.map((e) => [e.id, e]));

  const addTexts = (table: "productListTranslations" | "areaTranslations", key: string, texts: NamedText) => {
    for (const locale of LOCALES) {
      const row = { locale, name: texts.name[locale], description: texts.description[locale] };
      if (table === "productListTranslations") data.productListTranslations.push({ product_list_id: key, ...row });
      else data.areaTranslations.push({ area_id: key, ...row });
    }
  };

  for (const [event, rules, areaRules, createdAt] of [
    [
      events.main,
      ["gold", "organic", "new", "under20", "discoveries", "sparkling"],
      ["organic", "beer", "spirits", "italian", "newWorld", "cider"],
      "2026-11-23T10:00:00.000Z",
    ],
    [
      events.autumn,
      ["gold", "autumnReds", "craftBeer", "new", "under20"],
      ["organic", "spirits", "italian", "newWorld"],
      "2026-09-28T10:00:00.000Z",
    ],
  ] as const) {
    const entries: Entry[] = registered
      .filter((r) => r.eventId === event.id)
      .map((r) => ({ product: productById.get(r.productId)!, registered: r }));

    const matches: Record<ListRule, (e: Entry) => boolean> = {
      gold: (e) => e.product.bestMedal !== null && GOLD.includes(e.product.bestMedal),
      organic: (e) => e.product.organic,
      new: (e) => e.registered.isNew,
      under20: (e) => e.registered.price < 20,
      discoveries: () => false,
      sparkling: (e) => e.product.sparkling,
      autumnReds: (e) => e.product.fullRed,
      craftBeer: (e) => e.product.kind === "Beer" && exhibitorById.get(e.registered.exhibitorId)?.trade === "brewery",
    };
    const discovery =
      DISCOVERY_COUNTRIES.find((code) => entries.filter((e) => e.product.country === code).length >= 5) ?? "GE";
    matches.discoveries = (e) => e.product.country === discovery;

    // A list with nothing in it would be an empty page: such lists are left out.
    let listPosition = 0;
    for (const rule of rules) {
      const picked = random.sample(entries.filter(matches[rule]), LIST_SIZE);
      if (picked.length === 0) continue;
      const id = random.id();
      const slug = rule === "discoveries" ? `discoveries-from-${discovery.toLowerCase()}` : LIST_SLUGS[rule];
      data.productLists.push({
        id,
        event_id: event.id,
        slug,
        position: listPosition++,
        created_at: createdAt,
        updated_at: createdAt,
      });
      addTexts("productListTranslations", id, rule === "discoveries" ? discoveriesText(discovery) : LIST_TEXTS[rule]);
      picked.sort((a, b) => a.product.name.localeCompare(b.product.name, "en"));
      picked.forEach((e, i) => {
        data.productListItems.push({ product_list_id: id, product_id: e.product.id, position: i });
      });
    }

    const present = [...new Set(entries.map((e) => e.registered.exhibitorId))].map((id) => exhibitorById.get(id)!);
    const organicShare = new Map<string, [number, number]>();
    const beerSellers = new Set(entries.filter((e) => e.product.kind === "Beer").map((e) => e.registered.exhibitorId));
    for (const e of entries) {
      const [organic, all] = organicShare.get(e.registered.exhibitorId) ?? [0, 0];
      organicShare.set(e.registered.exhibitorId, [organic + (e.product.organic ? 1 : 0), all + 1]);
    }
    const inArea: Record<AreaRule, (c: Company) => boolean> = {
      organic: (c) => {
        const [organic, all] = organicShare.get(c.id) ?? [0, 1];
        return organic / all >= 0.5;
      },
      beer: (c) => c.trade === "brewery" || (c.trade === "importer" && beerSellers.has(c.id)),
      spirits: (c) => c.trade === "distillery",
      italian: (c) => c.country === "IT",
      newWorld: (c) => c.trade === "winery" && NEW_WORLD.has(c.country),
      cider: (c) => c.trade === "cidery",
    };
    // Areas that would stand empty at this event are left out, and the next candidates take their place.
    const candidates = [
      ...areaRules,
      ...(Object.keys(AREA_SLUGS) as AreaRule[]).filter((rule) => !(areaRules as readonly AreaRule[]).includes(rule)),
    ];
    const areas = candidates
      .map((rule) => [rule, present.filter(inArea[rule])] as const)
      .filter(([, members]) => members.length > 0)
      .slice(0, areaRules.length);
    areas.forEach(([rule, members], position) => {
      const id = random.id();
      data.areas.push({
        id,
        event_id: event.id,
        slug: AREA_SLUGS[rule],
        position,
        image_id: null,
        created_at: createdAt,
        updated_at: createdAt,
      });
      addTexts("areaTranslations", id, AREA_TEXTS[rule]);
      for (const company of members) data.areaExhibitors.push({ area_id: id, exhibitor_id: company.id });
    });
  }
}
