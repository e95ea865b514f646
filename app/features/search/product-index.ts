import type { ProductSummary } from "~/features/catalogue/types";
import { countryName } from "~/lib/format";
import { DEFAULT_LOCALE, type Locale } from "~/lib/locales";
import { runSliced, runToEnd, type Steps } from "~/lib/time-slice";
import type { ProductDocument } from "../catalogue/documents";
import { alcoholBucket } from "./alcohol-buckets";
import { countryNames, placeNames } from "./country-names";
import { DocumentGroups } from "./document-groups";
import type { FacetSpec } from "./facet-column";
import type { ProductFacet, ProductQuery } from "./query";
import type { FacetCount, SearchIndexParts } from "./search-index";
import type { IndexSchema } from "./search-request";
import { SegmentedIndex, type SegmentOptions } from "./segmented-index";
import { FIELD_WEIGHT } from "./text-index";

export interface ProductSearchResult {
  total: number;
  page: number;
  pageSize: number;
  hits: ProductSummary[];
  facets: Record<ProductFacet, FacetCount[]>;
  /** "Did you mean": set when nothing matched and a close spelling would. */
  suggestion?: string;
}

const productSchema: IndexSchema<ProductDocument> = {
  key: (doc) => doc.summary.id,
  name: (doc) => doc.summary.name,
  text: [
    { weight: FIELD_WEIGHT.name, values: (doc) => doc.summary.name },
    { weight: FIELD_WEIGHT.party, values: (doc) => [doc.summary.producer.name, doc.summary.exhibitor.name] },
    {
      weight: FIELD_WEIGHT.detail,
      values: (doc) => [
        ...placeNames(doc.summary.region),
        ...placeNames(doc.subregion),
        doc.designation,
        doc.style,
        ...doc.grapes,
        ...countryNames(doc.summary.country),
      ],
    },
  ],
  facets: [
    { id: "kind", multi: false, values: (doc) => doc.summary.kind },
    {
      id: "country",
      multi: false,
      values: (doc) => doc.summary.country,
      label: (code, locale) => countryName(locale, code),
    },
    { id: "region", multi: false, values: (doc) => doc.summary.region },
    { id: "grape", multi: true, values: (doc) => doc.grapes },
    { id: "color", multi: false, values: (doc) => doc.summary.color },
    {
      id: "vintage",
      multi: false,
      values: (doc) => (doc.summary.vintage === null ? null : String(doc.summary.vintage)),
    },
    { id: "characteristic", multi: true, values: (doc) => doc.summary.characteristics },
    { id: "medal", multi: true, values: (doc) => doc.summary.awards.map((award) => award.medal) },
    { id: "price", multi: false, values: (doc) => doc.summary.priceRange },
    { id: "closure", multi: false, values: (doc) => doc.closure },
    { id: "alcohol", multi: false, values: (doc) => alcoholBucket(doc.alcohol) },
  ] satisfies (FacetSpec<ProductDocument> & { id: ProductFacet })[],
  sorts: [
    { id: "vintage", value: (doc) => doc.summary.vintage, descending: true },
    { id: "price", value: (doc) => doc.summary.price },
    { id: "table", value: (doc) => doc.summary.tableNumber },
  ],
};

/** What a product is grouped by for "more of the same": its producer, its stand, its style, its grapes. */
function relatedKeys(doc: ProductDocument): string[] {
  const { summary } = doc;
  const keys = [`stand:${summary.exhibitor.id}`];
  for (const grape of new Set(doc.grapes)) keys.push(`grape:${grape}`);
  if (!summary.producer.isExhibitor) keys.push(`producer:${summary.producer.id}`);
  if (summary.region) keys.push(styleKey(summary));
  return keys;
}

const styleKey = (style: Pick<ProductSummary, "kind" | "color" | "region">) =>
  `style:${style.kind}|${style.color}|${style.region}`;

interface ProductIndexParts {
  index: SegmentedIndex<ProductDocument>;
  groups: DocumentGroups<ProductDocument>;
}

/** The products of one event, searchable and faceted. */
export class ProductIndex {
  private readonly index: SegmentedIndex<ProductDocument>;
  private readonly groups: DocumentGroups<ProductDocument>;

  /** Builds at once from the documents, or takes the parts built in time slices (`build`). */
  constructor(documents: readonly ProductDocument[] | ProductIndexParts, options?: SegmentOptions) {
    const parts = "index" in documents ? documents : runToEnd(ProductIndex.steps(documents, options));
    this.index = parts.index;
    this.groups = parts.groups;
  }

  /** Builds in time slices, answering requests in between (app/lib/time-slice.ts). */
  static async build(documents: readonly ProductDocument[], options?: SegmentOptions): Promise<ProductIndex> {
    return new ProductIndex(await runSliced(ProductIndex.steps(documents, options)));
  }

  private static *steps(documents: readonly ProductDocument[], options?: SegmentOptions): Steps<ProductIndexParts> {
    return yield* ProductIndex.grouped(yield* SegmentedIndex.steps(documents, productSchema, options));
  }

  /** The index of a snapshot (index-snapshot.server.ts), in time slices: its documents are grouped again, the rest is as built. */
  static async fromParts(parts: SearchIndexParts<ProductDocument>, options?: SegmentOptions): Promise<ProductIndex> {
    const steps = function* () {
      return yield* ProductIndex.grouped(yield* SegmentedIndex.fromPartsSteps(parts, productSchema, options));
    };
    return new ProductIndex(await runSliced(steps()));
  }

  private static *grouped(index: SegmentedIndex<ProductDocument>): Steps<ProductIndexParts> {
    const groups = yield* new DocumentGroups(relatedKeys).addSteps(index.documents());
    return { index, groups };
  }

  /** The index as a snapshot keeps it: only as built, before any edit. */
  toParts(): SearchIndexParts<ProductDocument> {
    return this.index.toParts();
  }

  get size(): number {
    return this.index.size;
  }

  /** Adds or replaces these documents and removes the ids given, without a rebuild. */
  apply(upserts: readonly ProductDocument[], removedIds: readonly string[]): void {
    for (const id of [...removedIds, ...upserts.map((doc) => doc.summary.id)]) {
      const before = this.index.get(id);
      if (before) this.groups.remove(before);
    }
    this.index.apply(upserts, removedIds);
    for (const doc of upserts) this.groups.add(doc);
  }

  /** How many edited documents wait beside the base until the next merge. */
  get pending(): number {
    return this.index.pending;
  }

  /** Resolves when no merge of the index's segments is under way (tests). */
  mergeDone(): Promise<void> {
    return this.index.mergeDone();
  }

  /** The products of a producer (not an exhibitor standing in for one). */
  ofProducer(producerId: string): ReadonlySet<ProductDocument> {
    return this.groups.get(`producer:${producerId}`);
  }

  /** The products an exhibitor shows at this event. */
  atStand(exhibitorId: string): ReadonlySet<ProductDocument> {
    return this.groups.get(`stand:${exhibitorId}`);
  }

  /** The products of the same kind, colour and region (none without a region). */
  ofStyle(style: Pick<ProductSummary, "kind" | "color" | "region">): ReadonlySet<ProductDocument> {
    return style.region ? this.groups.get(styleKey(style)) : new Set();
  }

  /** The products made with a grape. */
  withGrape(grape: string): ReadonlySet<ProductDocument> {
    return this.groups.get(`grape:${grape}`);
  }

  get(productId: string): ProductDocument | undefined {
    return this.index.get(productId);
  }

  /** Every document, for lookups the query language does not cover (related products). */
  get documents(): readonly ProductDocument[] {
    return this.index.documents();
  }

  /** Runs a query; `locale` orders facet values whose labels are localized (countries). */
  search(query: ProductQuery, locale: Locale = DEFAULT_LOCALE): ProductSearchResult {
    const result = this.index.search({
      text: query.q,
      filters: query.filters,
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
      locale,
    });
    return {
      ...result,
      hits: result.hits.map((doc) => doc.summary),
      facets: result.facets as Record<ProductFacet, FacetCount[]>,
    };
  }
}
