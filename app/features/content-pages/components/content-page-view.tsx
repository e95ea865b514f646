import type { Locale } from "~/lib/locales";
import { ContentBody } from "./content-body";
import { FallbackNote } from "./fallback-note";

export interface ContentView {
  title: string;
  html: string;
  locale: Locale;
  fallback: boolean;
}

/** A content page as visitors see it; the preview shows a draft through the same view. */
export function ContentPageView({ content, readerLocale }: { content: ContentView; readerLocale: Locale }) {
  return (
    <article className="mx-auto grid max-w-3xl gap-4" lang={content.locale}>
      {content.fallback ? (
        <div lang={readerLocale}>
          <FallbackNote locale={readerLocale} />
        </div>
      ) : null}
      <h1 className="text-3xl font-bold">{content.title}</h1>
      <ContentBody html={content.html} />
    </article>
  );
}
