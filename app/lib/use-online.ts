import { useSyncExternalStore } from "react";

// Whether the browser says it has a network (navigator.onLine and its
// "online" and "offline" events), for what a page shows differently
// offline. The server renders online: a page it serves was reached online.

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

const isOnline = () => navigator.onLine;
const onServer = () => true;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onServer);
}
