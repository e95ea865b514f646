import type { ProductDocument } from "~/features/catalogue/documents";
import type { ProductFacts } from "~/features/catalogue/product-facts.server";
import { PRODUCT_TEXT_API_NAMES } from "~/features/catalogue/product-texts";
import { getExhibitorIndex } from "~/features/search/search-service.server";
import type { Locale } from "~/lib/locales";
import { fileNode, imageNode } from "./absolute-addresses";
import { type ApiContext, localized } from "./api-context.server";
import { exhibitorNode } from "./exhibitor-node.server";

/** Each fact's value when the product has none, by its name in the API (ProductFacts'). */
/** color and alcohol come from the search document (what the cards show); soils, characteristics and awards have methods of their own. */
const FACT_DEFAULTS: {
  [K in Exclude<keyof ProductFacts, "soilTypes" | "characteristics" | "awards" | "color" | "alcohol">]: ProductFacts[K];
} = {
  designation: "",
  residualSugar: null,
  totalAcidity: null,
  ph: null,
  bottleSize: null,
  closure: "",
  monthsInBottle: null,
  eanBottle: "",
  eanCase: "",
  gtin: "",
  bottlesPerCase: null,
  isVegan: false,
  isVegetarian: false,
  isCertifiedOrganic: false,
  isBiodynamic: false,
  finingAgents: [],
  vineyard: "",
  vineDensity: null,
  yield: null,
  vineyardAge: null,
  vineyardElevation: null,
  classifications: [],
  certifications: [],
  malolacticFermentation: "",
  wholeClusterFermentation: false,
  spiritType: "",
  beerStyle: "",
  sensory: {},
  grapeVarieties: [],
};
/**
 * A product of a page. Its fields are methods and getters of the class, not
 * closures made per product: a page of 100 products with every field asked
 * for allocates a hundred objects, not thousands of functions. graphql-js
 * calls a field's method on the node (`node.vinification(args, ctx)`).
 */
class ProductNode {
  constructor(
    readonly ctx: ApiContext,
    readonly eventId: string,
    readonly asked: Locale,
    readonly doc: ProductDocument,
  ) {}

  private get summary() {
    return this.doc.summary;
  }
  facts() {
    return this.ctx.productFacts(this.summary.id);
  }
  /**
   * What the page's query asks of its products, loaded for the whole page
   * before graphql-js asks each field (event-node.server.ts): the texts and
   * facts then answer at once, without a promise per field (a sync's page of
   * 100 products asks for about 50 fields of each).
   */
  async preload(wants: Preload): Promise<void> {
    const id = this.summary.id;
    const [prose, texts, facts] = await Promise.all([
      wants.prose ? localized(this.ctx.productProse(this.asked)(id), this.asked) : undefined,
      wants.texts ? localized(this.ctx.productTexts(this.asked)(id), this.asked) : undefined,
      wants.facts ? this.facts() : undefined,
    ]);
    if (prose) this.proseNow = prose;
    if (texts) this.textsNow = texts;
    if (wants.facts) this.factsNow = { facts };
  }
  private proseNow?: { locale: string; texts: Record<string, string> };
  private textsNow?: { locale: string; texts: Record<string, string> };
  /** @internal the facts when preloaded (read by the fact fields below). */
  factsNow?: { facts: ProductFacts | undefined };
  private texts():
    | { locale: string; texts: Record<string, string> }
    | Promise<{ locale: string; texts: Record<string, string> }> {
    return this.textsNow ?? localized(this.ctx.productTexts(this.asked)(this.summary.id), this.asked);
  }
  /** The locale the product's texts are in: the one asked for when it has text in it, else English. */
  textLocale(): string | Promise<string> {
    return this.textsNow
      ? this.textsNow.locale
      : localized(this.ctx.productTexts(this.asked)(this.summary.id), this.asked).then((t) => t.locale);
  }
  /** All its texts in the locale they are answered in: read once per node, however many of them are asked for. */
  private proseTexts?: Promise<{ locale: string; texts: Record<string, string> }>;
  prose(column: string): string | Promise<string> {
    if (this.proseNow) return this.proseNow.texts[column] ?? "";
    this.proseTexts ??= localized(this.ctx.productProse(this.asked)(this.summary.id), this.asked);
    return this.proseTexts.then((prose) => prose.texts[column] ?? "");
  }
  locale() {
    return this.textLocale();
  }
  description() {
    const texts = this.texts();
    return "then" in texts ? texts.then((t) => t.texts.description ?? "") : (texts.texts.description ?? "");
  }
  get productId() {
    return this.summary.id;
  }
  get name() {
    return this.summary.name;
  }
  get productType() {
    return this.summary.kind;
  }
  get vintage() {
    return this.summary.vintage;
  }
  get country() {
    return this.summary.country;
  }
  get region() {
    return this.summary.region;
  }
  get subregion() {
    return this.doc.subregion;
  }
  get denomination() {
    return this.summary.denomination;
  }
  get color() {
    return this.summary.color;
  }
  get alcohol() {
    return this.doc.alcohol;
  }
  get grapes() {
    return this.doc.grapes;
  }
  get characteristics() {
    return this.summary.characteristics;
  }
  get awards() {
    return this.summary.awards;
  }
  get exhibitorId() {
    return this.summary.exhibitor.id;
  }
  get stand() {
    return this.summary.tableNumber;
  }
  get price() {
    return this.summary.price;
  }
  get currency() {
    return this.summary.currency;
  }
  get priceRange() {
    return this.summary.priceRange;
  }
  get producer() {
    const { producer } = this.summary;
    return producer.isExhibitor
      ? null
      : { producerId: producer.id, name: producer.name, country: producer.country, region: producer.region };
  }
  async exhibitor() {
    const card = (await getExhibitorIndex(this.ctx.db, this.eventId)).get(this.summary.exhibitor.id);
    return card ? exhibitorNode(this.ctx, this.asked, card.id, card) : null;
  }
  async soilTypes() {
    return ((await this.ctx.productSoils(this.summary.id)) ?? []).map((soil) => ({
      soilType: soil.names[this.asked] || soil.soilType,
      percentage: soil.percentage,
    }));
  }
  async bottleImage() {
    return imageNode(this.ctx.origin, (await this.ctx.productMedia(this.asked)(this.summary.id))?.bottleImage ?? null);
  }
  async files() {
    const media = await this.ctx.productMedia(this.asked)(this.summary.id);
    return (media?.files ?? []).map((file) => fileNode(this.ctx.origin, file));
  }
}

// The facts and the texts other than the description: one method each on the prototype.
for (const [key, empty] of Object.entries(FACT_DEFAULTS) as [keyof typeof FACT_DEFAULTS, unknown][]) {
  Object.defineProperty(ProductNode.prototype, key, {
    value(this: ProductNode) {
      if (this.factsNow) return this.factsNow.facts?.[key] ?? empty;
      return this.facts().then((facts) => facts?.[key] ?? empty);
    },
  });
}

/** Which of a product's loads a page's query needs (askedFields of its nodes). */
export interface Preload {
  prose: boolean;
  texts: boolean;
  facts: boolean;
}

const PROSE_FIELDS = new Set(Object.values(PRODUCT_TEXT_API_NAMES).filter((name) => name !== "description"));
const FACT_FIELDS = new Set(Object.keys(FACT_DEFAULTS));

/** What to preload for the products of a page whose nodes are asked these fields; null when nothing is worth it. */
export function preloadFor(asked: ReadonlySet<string>): Preload | null {
  const wants = {
    prose: [...PROSE_FIELDS].some((field) => asked.has(field)),
    texts: asked.has("locale") || asked.has("description"),
    facts: [...FACT_FIELDS].some((field) => asked.has(field)),
  };
  return wants.prose || wants.texts || wants.facts ? wants : null;
}
for (const [column, name] of Object.entries(PRODUCT_TEXT_API_NAMES)) {
  if (name === "description") continue;
  Object.defineProperty(ProductNode.prototype, name, {
    value(this: ProductNode) {
      return this.prose(column);
    },
  });
}

export function productNode(ctx: ApiContext, eventId: string, locale: Locale, doc: ProductDocument) {
  return new ProductNode(ctx, eventId, locale, doc);
}
