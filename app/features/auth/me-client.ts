import { browserStorage, copyKey, forgetCopies, readJson, writeJson } from "~/lib/device-storage";

// Who is signed in, asked once per page load (public pages are cached for
// everyone, so they do not know). Kept apart from the sign-in calls, which
// load only with the login box. The answer is kept on the device: without a
// network the user is still known, so a saved fair's pages offer their
// bookmarks and notes (docs/offline-writes.md); an answer that no one is
// signed in forgets it, with every copy of their data.

export interface Me {
  user: { id: string; email: string; name: string; emailVerified: boolean; image: string | null } | null;
  providers: { id: string; label: string }[];
  /** The events where the user has an exhibitor's desk, and where they may read reports (docs/product/exhibitor-desk.md). */
  workplaces: { desk: string[]; reports: string[] };
  /** The answer kept on this device, given because the network did not answer. */
  onDevice?: true;
}

const ME_COPY = copyKey("me");

function keptMe(): Me | null {
  const kept = readJson(browserStorage(), ME_COPY) as Me | null;
  return kept?.user && typeof kept.user.id === "string" ? { ...kept, onDevice: true } : null;
}

function keep(me: Me): Me {
  if (me.user) writeJson(browserStorage(), ME_COPY, me);
  else forgetCopies();
  return me;
}

let pending: Promise<Me> | undefined;

/** Who is signed in; one request per page load, shared by every caller. */
export function fetchMe(refresh = false): Promise<Me> {
  if (!pending || refresh) {
    pending = fetch("/api/me", { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then(
        (r) => {
          if (!r.ok) throw new Error(`/api/me ${r.status}`);
          return r.json() as Promise<Me>;
        },
        (error: unknown) => {
          // No answer at all (offline): the user as last known here.
          const kept = keptMe();
          if (kept) return kept;
          throw error;
        },
      )
      .then((me) => (me.onDevice ? me : keep(me)));
    pending.catch(() => (pending = undefined));
  }
  return pending;
}
