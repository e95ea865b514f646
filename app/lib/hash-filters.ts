// The list pages' filter codec (docs/product/catalogue.md): `name=value` pairs joined with `&`,
// list values joined with commas, e.g. `country=FR&grape=Merlot,Syrah`.
// Names and items are percent-encoded, so a comma, `&` or `=` inside a value
// survives the trip; a literal comma in the URL always separates items.

export type FilterInput = Record<string, string | readonly string[] | undefined | null>;
export type Filters = Record<string, string[]>;

// encodeURIComponent throws on a lone surrogate; a pasted broken character
// must not make building a link throw, so it becomes U+FFFD (as toWellFormed does).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function encodePart(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, "\uFFFD"));
}

function valuesOf(value: FilterInput[string]): string[] {
  if (value == null) return [];
  const list = typeof value === "string" ? [value] : value;
  return [...new Set(list.filter((item) => item !== ""))];
}

/** The hash body without `#`; "" when no filter has a value. Keys keep insertion order. */
export function encodeFilters(state: FilterInput): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(state)) {
    const items = valuesOf(value);
    if (name === "" || items.length === 0) continue;
    pairs.push(`${encodePart(name)}=${items.map(encodePart).join(",")}`);
  }
  return pairs.join("&");
}

// "+" means space as in form encoding, so hand-written and query-string
// filters read the same as URLSearchParams would; our encoder never emits a bare "+".
function decodePart(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

function addValues(into: Map<string, Set<string>>, name: string, items: Iterable<string>): void {
  const set = into.get(name) ?? new Set<string>();
  for (const item of items) if (item !== "") set.add(item);
  if (set.size > 0) into.set(name, set);
}

// Object.fromEntries defines own properties, so a filter named "__proto__"
// stays data instead of replacing the result's prototype.
function toFilters(map: Map<string, Set<string>>): Filters {
  return Object.fromEntries([...map].map(([name, set]) => [name, [...set]]));
}

/** A list's address with its filters in the hash (links.products(…) and the like); no hash when no filter has a value. */
export function withFilters(path: string, filters?: FilterInput): string {
  const hash = filters ? encodeFilters(filters) : "";
  return hash ? `${path}#${hash}` : path;
}

/**
 * Reads a hash or query string (leading `#` or `?` optional). Never throws:
 * a part with no name, no value or bad percent-encoding is skipped on its own,
 * and repeated names merge their values without duplicates.
 */
export function decodeFilters(hashOrQuery: string): Filters {
  const body = hashOrQuery.replace(/^[#?]/, "");
  const map = new Map<string, Set<string>>();
  for (const part of body.split("&")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const name = decodePart(part.slice(0, eq));
    if (!name) continue;
    const items = part
      .slice(eq + 1)
      .split(",")
      .map(decodePart)
      .filter((item): item is string => item !== null);
    addValues(map, name, items);
  }
  return toFilters(map);
}

/**
 * The same model from already-decoded query parameters, for server rendering.
 * URLSearchParams has decoded `%2C` by now, so every comma splits here; when an
 * encoded comma must survive, pass the raw `url.search` to decodeFilters instead.
 */
export function filtersFromSearchParams(params: URLSearchParams): Filters {
  const map = new Map<string, Set<string>>();
  for (const [name, value] of params) {
    if (name !== "") addValues(map, name, value.split(","));
  }
  return toFilters(map);
}
