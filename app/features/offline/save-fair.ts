import { callApi } from "~/lib/api-client";
import type { Locale } from "~/lib/locales";
import type { PackageSummary } from "./package-format";
import { packageLines } from "./package-stream";
import { indexedDbFairStore, removeSavedFair, savedFair } from "./saved-fairs";
import { PackageError, type SavedFair, storePackage } from "./store-package";

// What the "Save this fair for offline" panel does (loaded when it is
// shown, so idb stays out of every page's first load): the size first, room
// on the device, the download with its progress, updates by difference,
// removal. docs/offline-package.md "In the browser".

export type { SavedFair };
export { removeSavedFair, savedFair };

const packageUrl = (eventId: string, query: string) =>
  `/api/collections/${encodeURIComponent(eventId)}/offline?${query}`;

export function packageSummary(eventId: string, locale: Locale): Promise<PackageSummary> {
  return callApi(packageUrl(eventId, `locale=${locale}&summary=1`)) as Promise<PackageSummary>;
}

/** Room the browser lets the site take, when it says (null when it does not). */
export async function freeSpace(): Promise<number | null> {
  const estimate = await navigator.storage?.estimate?.();
  if (!estimate?.quota) return null;
  return Math.max(0, estimate.quota - (estimate.usage ?? 0));
}

/** Stored JSON takes more room than its bytes: IndexedDB's keys, index and structure. */
export const ROOM_FACTOR = 1.5;

/** Why a download stopped, for the panel's message. */
export type SaveFailure = "network" | "package";

export class SaveError extends Error {
  constructor(readonly reason: SaveFailure) {
    super(reason);
  }
}

/**
 * Downloads the fair (or what changed since the saved version) and stores
 * it; the saved fair after it. The browser is asked to keep the site's data
 * (persistent storage), so it is not evicted when the phone runs low.
 */
export async function saveFair(options: {
  eventId: string;
  locale: Locale;
  since: number | null;
  onProgress: (done: number, total: number) => void;
  signal?: AbortSignal;
}): Promise<SavedFair> {
  void navigator.storage?.persist?.().catch(() => false);
  const query = `locale=${options.locale}${options.since === null ? "" : `&since=${options.since}`}`;
  let response: Response;
  try {
    response = await fetch(packageUrl(options.eventId, query), {
      credentials: "same-origin",
      headers: { Accept: "application/x-ndjson" },
      signal: options.signal,
    });
  } catch {
    throw new SaveError("network");
  }
  if (!response.ok || !response.body)
    throw new SaveError(response.status >= 500 || !response.body ? "network" : "package");
  try {
    return await storePackage(indexedDbFairStore, packageLines(response.body), options.onProgress);
  } catch (error) {
    if (error instanceof PackageError && !error.cutOff) throw new SaveError("package");
    throw new SaveError("network");
  }
}
