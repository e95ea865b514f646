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
  /** The locale the product's texts are in: the one asked for when it has text in it, else English. */
  async textLocale(): Promise<string> {
    return (await localized(this.ctx.productTexts(this.asked)(this.summary.id), this.asked)).locale;
  }
  /** All its texts in the locale they are answered in: read once per node, however many of them are asked for. */
  private proseTexts?: Promise<{ locale: string; texts: Record<string, string> }>;
  async prose(column: string): Promise<string> {
    this.proseTexts ??= localized(this.ctx.productProse(this.asked)(this.summary.id), this.asked);
    return (await this.proseTexts).texts[column] ?? "";
  }
  async locale() {
    return this.textLocale();
  }
  async description() {
    return (await localized(this.ctx.productTexts(this.asked)(this.summary.id), this.asked)).texts.description ?? "";
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
    async value(this: ProductNode) {
      return (await this.facts())?.[key] ?? empty;
    },
  });
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
