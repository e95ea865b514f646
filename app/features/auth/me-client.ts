// Who is signed in, asked once per page load (public pages are cached for
// everyone, so they do not know). Kept apart from the sign-in calls, which
// load only with the login box.

export interface Me {
  user: { id: string; email: string; name: string; emailVerified: boolean; image: string | null } | null;
  providers: { id: string; label: string }[];
  /** The events where the user has an exhibitor's desk, and where they may read reports (docs/product/exhibitor-desk.md). */
  workplaces: { desk: string[]; reports: string[] };
}

let pending: Promise<Me> | undefined;

/** Who is signed in; one request per page load, shared by every caller. */
export function fetchMe(refresh = false): Promise<Me> {
  if (!pending || refresh) {
    pending = fetch("/api/me", { credentials: "same-origin", headers: { Accept: "application/json" } }).then((r) => {
      if (!r.ok) throw new Error(`/api/me ${r.status}`);
      return r.json() as Promise<Me>;
    });
    pending.catch(() => (pending = undefined));
  }
  return pending;
}
