import { useEffect, useState } from "react";
import { fetchMe, type Me } from "./me-client";

export type AccountState = { status: "checking" } | { status: "error" } | ({ status: "ready" } & Me);

/** The signed-in user as the browser sees it (docs/product/accounts.md login state "checking" until known). */
export function useAccount(): AccountState {
  const [state, setState] = useState<AccountState>({ status: "checking" });
  useEffect(() => {
    let live = true;
    fetchMe().then(
      (me) => live && setState({ status: "ready", ...me }),
      () => live && setState({ status: "error" }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
