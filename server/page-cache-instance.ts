import { PageCache } from "~/.server/cache/page-cache";
import { env } from "~/.server/env";
import { bus } from "~/.server/realtime/bus";

// Pages are answered from memory only while the bus vouches that no other
// instance's eviction was missed (on SQLite, always).
export const pageCache = new PageCache(env().PAGE_CACHE_MAX_MB * 1024 * 1024, () => bus().isCurrent());
