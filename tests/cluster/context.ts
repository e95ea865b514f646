import type { SignedIn } from "../support/cluster/accounts";
import type { ClusterCatalogue } from "../support/cluster/catalogue";
import type { Cluster } from "../support/cluster/cluster";

/** What every check of `npm run test:cluster` is handed. */
export interface ClusterTest {
  cluster: Cluster;
  catalogue: ClusterCatalogue;
  /** A signed-in account (its cookie works on every instance). */
  user: SignedIn;
}

/** Within this, a write on one instance must show on the others (issue 30). */
export const VISIBLE_WITHIN_MS = 1000;

export const ms = (value: number) => `${Math.round(value)} ms`;

export function liveUrl(test: ClusterTest, origin: string): string {
  return `${origin}/api/collections/${test.catalogue.eventId}/users/${test.user.userId}/live`;
}

export function favoriteUrl(test: ClusterTest, origin: string, productId: string): string {
  return `${origin}/api/collections/${test.catalogue.eventId}/users/${test.user.userId}/favorites/${productId}`;
}
