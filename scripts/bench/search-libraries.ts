import MiniSearch from "minisearch";
import type { ProductDocument } from "~/features/catalogue/documents";
import { alcoholBucket } from "~/features/search/alcohol-buckets";
import { countryNames } from "~/features/search/country-names";
import { ProductIndex } from "~/features/search/product-index";
import { PRODUCT_FACETS, type ProductFacet, type ProductQuery } from "~/features/search/query";
import { normalize, tokenize } from "~/lib/normalize";
import { benchmarkQueries, machine, memoryMb, prepareCorpus, report, timeQueries } from "./search";

// tsx scripts/bench/search-libraries.ts — the same corpus and queries as
// bench:search, through MiniSearch 7 configured to the same rules (accent
// folding, prefix on the last word, 1 edit from 4 letters and 2 from 8, AND,
// field boosts). MiniSearch has no facets, so they are counted the usual way
// for such libraries: filter its results and count, disjunctively, in JS.

interface Row {
  id: number;
  name: string;
  party: string;
  detail: string;
}

/** The facet values of each document, computed once. */
type FacetValues = Record<ProductFacet, string[]>;

function facetValues(doc: ProductDocument): FacetValues {
  const s = doc.summary;
  const one = (value: string | null) => (value ? [value] : []);
  return {
    kind: [s.kind],
    country: one(s.country),
    region: one(s.region),
    grape: doc.grapes,
    color: one(s.color),
    vintage: one(s.vintage === null ? null : String(s.vintage)),
    characteristic: s.characteristics,
    medal: [...new Set(s.awards.map((award) => award.medal))],
    price: one(s.priceRange),
    closure: one(doc.closure),
    alcohol: one(alcoholBucket(doc.alcohol)),
  };
}

function search(mini: MiniSearch<Row>, documents: ProductDocument[], values: FacetValues[], query: ProductQuery) {
  const results = mini.search(query.q);
  const active = PRODUCT_FACETS.filter((facet) => query.filters[facet].length > 0);
  const counts = Object.fromEntries(PRODUCT_FACETS.map((facet) => [facet, new Map<string, number>()])) as Record<
    ProductFacet,
    Map<string, number>
  >;
  const hits: number[] = [];
  for (const result of results) {
    const id = result.id as number;
    const v = values[id];
    let failed: ProductFacet | null = null;
    let failures = 0;
    for (const facet of active) {
      if (!v[facet].some((value) => query.filters[facet].includes(value))) {
        failed = facet;
        if (++failures > 1) break;
      }
    }
    if (failures > 1) continue;
    const countIn = (facet: ProductFacet) => {
      for (const value of v[facet]) counts[facet].set(value, (counts[facet].get(value) ?? 0) + 1);
    };
    if (failures === 1) {
      countIn(failed!);
      continue;
    }
    hits.push(id);
    for (const facet of PRODUCT_FACETS) countIn(facet);
  }
  // Results arrive by score; the page and the sorted facet lists are part of the work.
  return {
    total: hits.length,
    hits: hits.slice((query.page - 1) * query.pageSize, query.page * query.pageSize).map((id) => documents[id].summary),
    facets: PRODUCT_FACETS.map((facet) => [...counts[facet]].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))),
  };
}

async function main() {
  console.log(`machine: ${machine()}`);
  const corpus = await prepareCorpus();
  const { documents } = corpus;
  // The queries are the same as bench:search's, chosen from our index's counts.
  const queries = benchmarkQueries(new ProductIndex(documents));

  const before = memoryMb();
  const started = performance.now();
  const mini = new MiniSearch<Row>({
    fields: ["name", "party", "detail"],
    storeFields: [],
    tokenize: (text) => tokenize(text),
    processTerm: (term) => normalize(term),
    searchOptions: {
      boost: { name: 3, party: 2, detail: 1 },
      combineWith: "AND",
      prefix: (_term, i, terms) => i === terms.length - 1,
      fuzzy: (term) => (/\d/.test(term) ? false : term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
      maxFuzzy: 2,
    },
  });
  mini.addAll(
    documents.map((doc, id) => ({
      id,
      name: doc.summary.name,
      party: `${doc.summary.producer.name} ${doc.summary.exhibitor.name}`,
      detail: [
        doc.summary.region,
        doc.subregion,
        doc.designation,
        doc.style,
        ...doc.grapes,
        ...countryNames(doc.summary.country),
      ].join(" "),
    })),
  );
  const values = documents.map(facetValues);
  const buildMs = performance.now() - started;
  console.log(
    `minisearch: ${documents.length} documents indexed in ${(buildMs / 1000).toFixed(2)} s, ${(memoryMb() - before).toFixed(0)} MB`,
  );
  console.log(`${queries.length} queries, same rounds as bench:search, facets counted over MiniSearch's results:`);
  report(
    "minisearch",
    timeQueries(queries, (query) => search(mini, documents, values, query).total),
    documents.length,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
