// A favourite's ETag (docs/my-catalogue.md "Versions"): its row's version,
// which every write raises by one, and when it was added, so a favourite
// removed and kept again (back at version 1) never matches a tag of the one
// before. Strong: the same tag means the same favourite, byte for byte.

/** One state of a favourite. */
export interface FavoriteVersion {
  version: number;
  /** ISO 8601, as stored. */
  addedAt: string;
}

/** What a PUT's If-Match asks for: any current favourite ("*"), or one of these states. */
export type IfMatch = "any" | FavoriteVersion[];

export function etagOf(state: FavoriteVersion): string {
  return `"${state.version}.${Date.parse(state.addedAt).toString(36)}"`;
}

const ENTITY_TAG = /(W\/)?"([^"]*)"/g;
const OURS = /^(\d{1,9})\.([0-9a-z]{1,12})$/;

/**
 * The If-Match header: undefined without one, "any" for `*`, else the states
 * its tags name. If-Match compares strongly, so a weak tag (W/"…") or one we
 * never gave out names no state and cannot match: the write is refused (412).
 */
export function parseIfMatch(header: string | undefined): IfMatch | undefined {
  if (header === undefined) return undefined;
  if (header.trim() === "*") return "any";
  const states: FavoriteVersion[] = [];
  for (const [, weak, tag] of header.matchAll(ENTITY_TAG)) {
    const ours = weak ? null : OURS.exec(tag ?? "");
    if (!ours) continue;
    const added = new Date(Number.parseInt(ours[2] ?? "", 36));
    if (Number.isNaN(added.getTime())) continue;
    states.push({ version: Number(ours[1]), addedAt: added.toISOString() });
  }
  return states;
}
