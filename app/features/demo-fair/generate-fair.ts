import { emptyFair, type FairData } from "./fair-data";
import { generateCompanies } from "./generate-companies";
import { eventIds, generateEventRows } from "./generate-events";
import { generateExhibitors } from "./generate-exhibitors";
import { generateFiles } from "./generate-files";
import { generateHistory } from "./generate-history";
import { generateListsAndAreas } from "./generate-lists-and-areas";
import { generateProducers } from "./generate-producers";
import { generateProducts } from "./generate-products";
import { generateRegistrations } from "./generate-registrations";
import { ImageFactory } from "./image-factory";
import { generatePeople } from "./people";
import { type FairOptions, plan } from "./plan";
import { Random } from "./random";

export type { FairOptions } from "./plan";

/**
 * The demo fair for a seed and a size: pure and deterministic, the same
 * options give deep-equal data. Each step draws from its own forked stream,
 * so changing one step does not reshuffle the others.
 */
export function generateFair(options: FairOptions): FairData {
  const p = plan(options);
  // Each later fair of a season draws from a stream of its own.
  const root = options.fair ? new Random(options.seed).fork(`season-fair-${options.fair}`) : new Random(options.seed);
  const data = emptyFair();
  const images = new ImageFactory(root.fork("images"), data, "2026-04-15T09:00:00.000Z");
  const events = eventIds(root);

  const { exhibitors, producers, sources } = generateCompanies(root, p);
  generateExhibitors(root, data, exhibitors, sources, images);
  generateProducers(root, data, producers);
  const products = generateProducts(root, p, data, sources, images);
  generateFiles(root, data, products, exhibitors, images, events.main.name);
  const registered = generateRegistrations(root, data, events, exhibitors, products);

  const productCountry = new Map(products.map((product) => [product.id, product.country]));
  const counts = (eventId: string) => {
    const rows = data.registeredProducts.filter((r) => r.event_id === eventId);
    return {
      products: rows.length,
      exhibitors: new Set(rows.map((r) => r.exhibitor_id)).size,
      countries: new Set(rows.map((r) => productCountry.get(r.product_id))).size,
    };
  };
  generateEventRows(data, images, events, { main: counts(events.main.id), autumn: counts(events.autumn.id) });
  generateListsAndAreas(root, data, events, products, exhibitors, registered);
  generateHistory(data, registered);
  generatePeople(root, data);
  return data;
}
