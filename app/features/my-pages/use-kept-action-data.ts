import { useEffect, useState } from "react";
import { useLocation } from "react-router";

// What a page's last form submission answered (a notice, a field's error, the
// cart's confirmation), kept while the page stays where the submission left
// it. React Router forgets actionData on any later reading of the page's
// data, and a page kept current by useLiveRevalidation reads it again at
// every live change, the echo of the user's own submission included: the
// notice would vanish a moment after it appeared. A new submission or
// another page (a new location) replaces it as before.

export function useKeptActionData<T>(actionData: T | undefined): T | undefined {
  const location = useLocation();
  const [kept, setKept] = useState<{ data: T; key: string } | null>(null);
  useEffect(() => {
    if (actionData !== undefined) setKept({ data: actionData, key: location.key });
  }, [actionData, location.key]);
  if (actionData !== undefined) return actionData;
  return kept && kept.key === location.key ? kept.data : undefined;
}
