import type { Source } from "./generate-companies";
import type { Random } from "./random";
import type { Localized } from "./text/words";

/** What a product builder gets: its own random stream, its source and identity. */
export interface BuildContext {
  random: Random;
  source: Source;
  id: string;
  createdAt: string;
  item: number; // index of the product within its source, for the EANs
  texts: Map<string, Localized>; // texts shared by products of this fair
}
