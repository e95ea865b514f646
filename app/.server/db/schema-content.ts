import type { ColumnType } from "kysely";

// Row types of content pages (migration 0008-content-pages).
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type ContentPageKind = "page" | "region";

export interface ContentPagesTable {
  id: string;
  event_id: string;
  /** The page's address (/{locale}/pages/{slug}) or the region's name (home-hero, footer). */
  slug: string;
  kind: ContentPageKind;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface ContentPageTextsTable {
  page_id: string;
  locale: string;
  draft_title: Defaulted<string>;
  draft_body: Defaulted<string>; // Markdown
  draft_version: Defaulted<number>;
  draft_updated_by: Defaulted<string | null>;
  draft_updated_at: Defaulted<string | null>;
  published_title: Defaulted<string | null>;
  published_body: Defaulted<string | null>;
  /** The body as sanitized HTML, rendered once at publish time. */
  published_html: Defaulted<string | null>;
  published_version: Defaulted<number | null>;
  published_by: Defaulted<string | null>;
  published_at: Defaulted<string | null>;
}

export interface ContentDatabase {
  content_pages: ContentPagesTable;
  content_page_texts: ContentPageTextsTable;
}
