// ASCII slugs and unique names for generated records.
import { slugify } from "~/lib/slugify";

/** The part of an e-mail address before the @, ASCII only: "Zoë O'Neill" → "zoe.oneill". */
export function emailLocalPart(first: string, last: string): string {
  return `${slugify(first).replace(/-/g, "")}.${slugify(last).replace(/-/g, "")}`;
}

/** Hands out slugs that are unique within one table: "weingut-bauer", "weingut-bauer-2", ... */
export class SlugSet {
  private readonly used = new Set<string>();

  take(text: string): string {
    const base = slugify(text) || "item";
    let slug = base;
    for (let n = 2; this.used.has(slug); n++) slug = `${base}-${n}`;
    this.used.add(slug);
    return slug;
  }
}

/** Strips legal and trade words so "Brauerei Huber" brews "Huber Helles". */
const TRADE_PREFIX =
  /^(Brauerei|Privatbrauerei|Klosterbrauerei|Brauhaus|Pivovar|Bierbrouwerij|Brouwerij|Brasserie|Birrificio|Cervesera|Cervecera|Distillerie|Distilleria|Destilerías|Destilería|Destillerie|Edelbrennerei|Brennerei|Pisquera|Cidrerie|Llagar|Sidrería|Kelterei|Apfelweinkelterei|Most-Manufaktur|Mosthof|Bodegas) /;
const TRADE_SUFFIX =
  / (Brewing Co\.|Beer Company|Brewing Company|Brewery|Ales|Brewing|Beer Works|Brothers Brewing|Distillery|Distilling Co\.|Gin Distillery|Spirits|Brandy Cellar|Pálinka Manufaktúra|Pálinkafőzde|Chacha House|Cider Company|Cider Works|Hard Cider|Craft Cider|Cider|Sagardotegia)$/;

export function coreName(brand: string): string {
  const core = brand.replace(TRADE_PREFIX, "").replace(TRADE_SUFFIX, "").trim();
  return core || brand;
}
