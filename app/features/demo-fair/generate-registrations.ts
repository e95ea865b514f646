import { spread } from "./clock";
import { country } from "./data/countries";
import type { FairData } from "./fair-data";
import type { Company } from "./generate-companies";
import type { EventInfo } from "./generate-events";
import { type ProductMeta, priceRangeOf } from "./generate-products";
import type { Random } from "./random";

// Stands and registered products. At the main fair every exhibitor has a
// stand (most alone, some sharing one under a common name) in the hall of
// its country or trade; the autumn tasting has tables for a selection.

export interface RegisteredInfo {
  eventId: string;
  productId: string;
  exhibitorId: string;
  price: number;
  isNew: boolean;
  createdAt: string;
}

interface Stand {
  members: Company[];
  name: string;
}

function hall(company: Company): string {
  if (company.trade === "importer") return "H";
  if (company.trade === "brewery" || company.trade === "cidery") return "F";
  if (company.trade === "distillery") return "G";
  switch (company.country) {
    case "FR":
      return "A";
    case "IT":
      return "B";
    case "ES":
    case "PT":
      return "C";
    case "DE":
    case "AT":
    case "HU":
    case "GE":
    case "GR":
    case "CZ":
      return "D";
    default:
      return "E";
  }
}

function standName(random: Random, members: Company[], used: Set<string>): string {
  const first = members[0];
  const adjective = country(first.country).adjective;
  const region = first.origin?.region ?? first.city.region;
  const options = {
    winery: [`${adjective} Wine Collective`, `Young Winemakers of ${region}`, `${region} Growers`],
    brewery: [`${adjective} Craft Brewers`, `${region} Brewers' Guild`],
    distillery: [`${adjective} Spirits House`, `${region} Distillers`],
    cidery: [`${region} Cider Makers`, `${adjective} Cider Circle`],
    importer: [`${adjective} Importers' Stand`],
  }[first.trade];
  for (const name of random.shuffle(options)) {
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  for (let n = 2; ; n++) {
    const name = `${options[0]} ${n}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

/** Groups some small producers of one country and trade into shared stands. */
function stands(random: Random, exhibitors: Company[]): Stand[] {
  const producing = exhibitors
    .filter((e) => e.trade !== "importer")
    .sort(
      (a, b) =>
        (hall(a) + a.country + a.trade).localeCompare(hall(b) + b.country + b.trade) || a.slug.localeCompare(b.slug),
    );
  const used = new Set<string>();
  const out: Stand[] = exhibitors.filter((e) => e.trade === "importer").map((e) => ({ members: [e], name: "" }));
  for (let i = 0; i < producing.length; ) {
    const size = random.chance(0.09) ? random.int(2, 4) : 1;
    const members = [producing[i]];
    while (members.length < size && i + members.length < producing.length) {
      const next = producing[i + members.length];
      if (next.country !== members[0].country || next.trade !== members[0].trade) break;
      members.push(next);
    }
    out.push({ members, name: members.length > 1 ? standName(random, members, used) : "" });
    i += members.length;
  }
  return out;
}

export function generateRegistrations(
  root: Random,
  data: FairData,
  events: { main: EventInfo; autumn: EventInfo },
  exhibitors: Company[],
  products: ProductMeta[],
): RegisteredInfo[] {
  const random = root.fork("registrations");
  const registered: RegisteredInfo[] = [];
  const byExhibitor = new Map<string, ProductMeta[]>();
  for (const product of products) {
    const list = byExhibitor.get(product.exhibitorId) ?? [];
    list.push(product);
    byExhibitor.set(product.exhibitorId, list);
  }

  const register = (
    event: EventInfo,
    list: { stand: Stand; table: string }[],
    from: string,
    to: string,
    price: (p: ProductMeta) => number,
    share: (e: Company) => ProductMeta[],
  ) => {
    const time = spread(from, to, list.length);
    list.forEach(({ stand, table }, index) => {
      const id = random.id();
      const sortNumber = (index + 1) * 10;
      const createdAt = time(index);
      data.registrations.push({
        id,
        event_id: event.id,
        kind: stand.members.length > 1 ? "grouped" : "single",
        name: stand.name,
        table_number: table,
        sort_number: sortNumber,
        created_at: createdAt,
        updated_at: createdAt,
      });
      stand.members.forEach((member, i) => {
        const own = stand.members.length > 1 ? `${table}${"abcd".charAt(i)}` : "";
        data.registrationExhibitors.push({
          registration_id: id,
          event_id: event.id,
          exhibitor_id: member.id,
          table_number: own,
          sort_number: sortNumber + i,
        });
        for (const product of share(member)) {
          const value = price(product);
          const isNew = random.chance(0.1);
          data.registeredProducts.push({
            event_id: event.id,
            product_id: product.id,
            registration_id: id,
            exhibitor_id: member.id,
            table_number: own || table,
            price: value,
            currency: "EUR",
            price_range: priceRangeOf(value),
            is_new: isNew,
          });
          registered.push({
            eventId: event.id,
            productId: product.id,
            exhibitorId: member.id,
            price: value,
            isNew,
            createdAt,
          });
        }
      });
    });
  };

  // Main fair: halls by country or trade, stands numbered within each hall.
  const byHall = new Map<string, Stand[]>();
  for (const stand of stands(random, exhibitors)) {
    const key = hall(stand.members[0]);
    const list = byHall.get(key) ?? [];
    list.push(stand);
    byHall.set(key, list);
  }
  const main = [...byHall.keys()]
    .sort()
    .flatMap((key) =>
      random.shuffle(byHall.get(key)!).map((stand, i) => ({ stand, table: `${key}${String(i + 1).padStart(2, "0")}` })),
    );
  register(
    events.main,
    main,
    "2026-09-01",
    "2026-11-20",
    (p) => p.price,
    (e) => byExhibitor.get(e.id) ?? [],
  );

  // Autumn tasting: a selection of exhibitors at numbered tables, about a tenth of the products, its own prices.
  const count = Math.min(exhibitors.length, Math.max(20, Math.round(exhibitors.length / 8)));
  const chosen = random.sample(exhibitors, count);
  const pool = chosen.reduce((sum, e) => sum + (byExhibitor.get(e.id)?.length ?? 0), 0);
  const fraction = Math.min(1, (products.length * 0.1) / Math.max(1, pool));
  const autumn = chosen.map((e, i) => ({
    stand: { members: [e], name: "" },
    table: `T${String(i + 1).padStart(2, "0")}`,
  }));
  const autumnPrice = (p: ProductMeta) => {
    const value = p.price * random.float(0.86, 1.12);
    return value >= 80 ? Math.round(value) : Math.max(3.5, Math.floor(value) + random.pick([0, 0.5, 0.9]));
  };
  const selection = (e: Company) => {
    const own = byExhibitor.get(e.id) ?? [];
    const picked = own.filter(() => random.chance(fraction));
    return picked.length || !own.length ? picked : [own[0]];
  };
  register(events.autumn, autumn, "2026-06-15", "2026-09-30", autumnPrice, selection);
  return registered;
}
