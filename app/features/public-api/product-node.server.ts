import type { ProductDocument } from "~/features/catalogue/documents";
import type { ProductFacts } from "~/features/catalogue/product-facts.server";
import { PRODUCT_TEXT_API_NAMES } from "~/features/catalogue/product-texts";
import { getExhibitorIndex } from "~/features/search/search-service.server";
import { LOCALES, type Locale } from "~/lib/locales";
import { type MaybePromise, mapMaybe } from "~/lib/maybe-promise";
import { fileNode, imageNode } from "./absolute-addresses";
import { type ApiContext, type LocalizedTexts, localized, localizedIn, type TextColumns } from "./api-context.server";
import { exhibitorNode } from "./exhibitor-node.server";

type Soils = ProductFacts["soilTypes"];
/** Its texts in every locale it has any in, and its soils (Product.translations). */
type AllTexts = { byLocale: Map<string, TextColumns> | undefined; soils: Soils };

/** Soils as the API answers them: named in the locale, else in English. */
function soilShares(soils: Soils, locale: Locale) {
  return soils.map((soil) => ({ soilType: soil.names[locale] || soil.soilType, percentage: soil.percentage }));
}

/** A locale's texts as a ProductTranslation: every text by its API name, empty where the locale has none. */
function translationNode(locale: Locale, columns: TextColumns, soils: Soils) {
  const node: Record<string, unknown> = { locale, soilTypes: soilShares(soils, locale) };
  for (const [column, name] of Object.entries(PRODUCT_TEXT_API_NAMES)) node[name] = columns[column] ?? "";
  return node;
}

/** The facts answered from the product's facts (color and alcohol come from the search document, what the cards show; soils, characteristics and awards have methods of their own). */
type FactField = Exclude<keyof ProductFacts, "soilTypes" | "characteristics" | "awards" | "color" | "alcohol">;
/** Each fact's value when the product has none, by its name in the API (ProductFacts'). */
const FACT_DEFAULTS: { [K in FactField]: ProductFacts[K] } = {
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
  /**
   * What the page's query asks of its products, loaded for the whole page
   * before graphql-js asks each field (event-node.server.ts): the texts and
   * facts then answer at once, without a promise per field (a sync's page of
   * 100 products asks for about 50 fields of each). Nothing is read twice:
   * the prose holds the description; every locale's texts (translations)
   * hold the answer's own locale; the facts hold the soils.
   */
  async preload(wants: Preload): Promise<void> {
    const facts = wants.facts ? this.facts() : undefined; // first: the soils are then taken from them
    const all = wants.translations ? this.allTexts() : undefined;
    // Only when asked for: a derived read nobody awaits would leave its failure unhandled (Node stops on that).
    if (all && (wants.texts || wants.prose)) {
      this.read.prose = this.read.texts = mapMaybe(all, ({ byLocale }) => localizedIn(byLocale, this.asked));
    }
    const [prose, texts, factsRead, allRead] = await Promise.all([
      wants.prose ? this.prose() : undefined,
      wants.texts && !wants.prose ? this.texts() : undefined,
      facts,
      all,
    ]);
    if (prose) this.read.prose = prose;
    if (prose || texts) this.read.texts = texts ?? prose;
    if (factsRead) this.read.facts = factsRead;
    if (allRead) this.read.all = allRead;
  }
  /** Each load once per node (batched across the page by the context), a value once it has come. */
  private readonly read: {
    texts?: MaybePromise<LocalizedTexts>;
    prose?: MaybePromise<LocalizedTexts>;
    facts?: MaybePromise<{ facts: ProductFacts | undefined }>;
    all?: MaybePromise<AllTexts>;
  } = {};
  /** The description and the locale the texts are answered in (the other texts are not read). */
  private texts(): MaybePromise<LocalizedTexts> {
    this.read.texts ??= this.read.prose ?? localized(this.ctx.productTexts(this.asked)(this.summary.id), this.asked);
    return this.read.texts;
  }
  /** All its texts in the locale they are answered in. */
  private prose(): MaybePromise<LocalizedTexts> {
    this.read.prose ??= localized(this.ctx.productProse(this.asked)(this.summary.id), this.asked);
    return this.read.prose;
  }
  private facts(): MaybePromise<{ facts: ProductFacts | undefined }> {
    this.read.facts ??= this.ctx.productFacts(this.summary.id).then((facts) => ({ facts }));
    return this.read.facts;
  }
  private allTexts(): MaybePromise<AllTexts> {
    this.read.all ??= Promise.all([this.ctx.productTranslations(this.summary.id), this.soils()]).then(
      ([byLocale, soils]) => ({ byLocale, soils }),
    );
    return this.read.all;
  }
  /** Its soils: from its facts when they are read (they hold them), else alone; alone too if the facts' read failed. */
  private soils(): Promise<Soils> {
    const alone = () => this.ctx.productSoils(this.summary.id).then((soils) => soils ?? []);
    const facts = this.read.facts;
    return facts ? Promise.resolve(facts).then(({ facts }) => facts?.soilTypes ?? [], alone) : alone();
  }
  /**
   * Its texts in each locale it has text in or names a soil in (of `locales` when given), in the site's
   * order of locales; never a fallback: what one pass per locale would keep of the answers in their own locale.
   */
  translations({ locales }: { locales?: readonly string[] | null }) {
    return mapMaybe(this.allTexts(), ({ byLocale, soils }) =>
      LOCALES.flatMap((locale) => {
        if (locales && !locales.includes(locale)) return [];
        const columns = byLocale?.get(locale);
        return columns || soils.some((soil) => soil.names[locale])
          ? [translationNode(locale, columns ?? {}, soils)]
          : [];
      }),
    );
  }
  /** A fact's value, its empty value when the product has none. */
  fact<K extends FactField>(key: K) {
    return mapMaybe(this.facts(), ({ facts }) => facts?.[key] ?? FACT_DEFAULTS[key]);
  }
  /** One of its texts other than the description, in the locale the texts are answered in. */
  text(column: string): MaybePromise<string> {
    return mapMaybe(this.prose(), (prose) => prose.texts[column] ?? "");
  }
  /** The locale the product's texts are in: the one asked for when it has text in it, else English. */
  locale(): MaybePromise<string> {
    return mapMaybe(this.texts(), (texts) => texts.locale);
  }
  description(): MaybePromise<string> {
    return mapMaybe(this.texts(), (texts) => texts.texts.description ?? "");
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
    return soilShares(await this.soils(), this.asked);
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
for (const key of Object.keys(FACT_DEFAULTS) as FactField[]) {
  Object.defineProperty(ProductNode.prototype, key, {
    value(this: ProductNode) {
      return this.fact(key);
    },
  });
}

/** Which of a product's loads a page's query needs (askedFields of its nodes). */
export interface Preload {
  prose: boolean;
  texts: boolean;
  facts: boolean;
  /** Every locale's texts and the soils (Product.translations). */
  translations: boolean;
}

const PROSE_FIELDS = new Set(Object.values(PRODUCT_TEXT_API_NAMES).filter((name) => name !== "description"));
const FACT_FIELDS = new Set(Object.keys(FACT_DEFAULTS));

/** What to preload for the products of a page whose nodes are asked these fields; null when nothing is worth it. */
export function preloadFor(asked: ReadonlySet<string>): Preload | null {
  const wants = {
    prose: [...PROSE_FIELDS].some((field) => asked.has(field)),
    texts: asked.has("locale") || asked.has("description"),
    facts: [...FACT_FIELDS].some((field) => asked.has(field)),
    translations: asked.has("translations"),
  };
  return wants.prose || wants.texts || wants.facts || wants.translations ? wants : null;
}
for (const [column, name] of Object.entries(PRODUCT_TEXT_API_NAMES)) {
  if (name === "description") continue;
  Object.defineProperty(ProductNode.prototype, name, {
    value(this: ProductNode) {
      return this.text(column);
    },
  });
}

export function productNode(ctx: ApiContext, eventId: string, locale: Locale, doc: ProductDocument) {
  return new ProductNode(ctx, eventId, locale, doc);
}
