import type { ExpressionBuilder } from "kysely";
import { sql } from "kysely";
import { type DialectName, fromBool, jsonArrayHas } from "~/.server/db/dialect";
import type { Database } from "~/.server/db/schema";
import type { ProfileRole } from "~/features/accounts/roles";
import { kindsVisibleByDefaultTo } from "./privacy";

// The directory's visibility rule as SQL, shared by every list of people
// (the directory, the desk's bookmarks and people to meet).

export type Eb = ExpressionBuilder<
  Database & { p: Database["person_profiles"]; u: Database["user_profiles"] },
  "p" | "u"
>;

/**
 * Whether a person (`p`, with their claimant's profile as `u`) is discoverable
 * and visible to a role: a claimed person by the roles in their profile, an
 * unclaimed one by their kind's defaults (privacy.ts as SQL).
 */
export function visibleToRole(dialect: DialectName, role: ProfileRole) {
  const defaultKinds = kindsVisibleByDefaultTo(role);
  return (eb: Eb) =>
    eb.and([
      eb("p.discoverable", "=", fromBool(dialect, true)),
      eb.or([
        eb.and([
          eb("u.data", "is", null),
          defaultKinds.length ? eb("p.kind", "in", defaultKinds) : sql<boolean>`1 = 0`,
        ]),
        eb.and([eb("u.data", "is not", null), jsonArrayHas(dialect, eb.ref("u.data"), "visibleToRoles", role)]),
      ]),
    ]);
}
