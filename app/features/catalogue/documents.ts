import type { ExhibitorSummary, ProductSummary } from "~/features/catalogue/types";
import type { Offering } from "~/features/catalogue/vocabulary";

// What the index holds per item: the card a result list shows, plus the
// fields that are searched or faceted but not shown on the card. Documents
// are shared between results and must be treated as read-only.

export interface ProductDocument {
  summary: ProductSummary;
  subregion: string;
  designation: string;
  grapes: string[];
  alcohol: number | null;
  closure: string;
  /** Beer style or spirit type: what a beer or spirit is searched by ("IPA", "Gin"). */
  style: string;
}

/** An exhibitor as a result list shows it. */
export interface ExhibitorCard extends ExhibitorSummary {
  offering: Offering[];
  /** Markets (ISO country codes) where the exhibitor has distribution. */
  hasDistribution: string[];
  /** Markets where it is looking for distribution. */
  seekingDistribution: string[];
  /** Products it registered for the event. */
  productCount: number;
}

export type ExhibitorDocument = ExhibitorCard;
