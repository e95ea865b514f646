// The page-cache tags of content (docs/architecture.md "Freshness"): a
// published page's own pages, the pages that show a region (every page for
// the footer), and the pages listing an event's content pages (sitemaps).

export const pageTag = (pageId: string) => `page:${pageId}`;
export const regionTag = (eventId: string, name: string) => `region:${eventId}:${name}`;
export const pagesTag = (eventId: string) => `pages:${eventId}`;
