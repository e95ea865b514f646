import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { followInApp } from "./follow-in-app";

/**
 * The page numbers to offer: first, last, and the current one with its
 * neighbours; null marks a gap ("…").
 */
export function pageWindow(current: number, count: number, around = 1): (number | null)[] {
  const pages = new Set([1, count]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= count) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous === 2) out.push(page - 1);
    else if (previous !== undefined && page - previous > 2) out.push(null);
    out.push(page);
  });
  return out;
}

interface Props {
  page: number;
  pageCount: number;
  locale: Locale;
  /** The URL of a page (the query-string form, which works without JavaScript). */
  hrefOf: (page: number) => string;
  /** With JavaScript: go to the page without a navigation. */
  onPage: (page: number) => void;
}

export function Pagination({ page, pageCount, locale, hrefOf, onPage }: Props) {
  const { t } = useTranslation("search");
  if (pageCount <= 1) return null;
  const link =
    "inline-flex min-w-10 items-center justify-center rounded-md border border-line px-3 py-2 text-sm font-medium hover:border-primary";
  const to = (target: number) => ({ href: hrefOf(target), onClick: followInApp(() => onPage(target)) });
  return (
    <nav aria-label={t("pagination.label")} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {page > 1 ? (
          <li>
            <a {...to(page - 1)} rel="prev" className={link}>
              {t("pagination.previous")}
            </a>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((target, i) =>
          target === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by where they stand
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={target}>
              {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: to() always gives an href, so this is a link */}
              <a
                {...to(target)}
                aria-current={target === page ? "page" : undefined}
                aria-label={t("pagination.page", { page: formatNumber(locale, target) })}
                className={`${link} ${target === page ? "border-primary bg-primary text-paper hover:text-paper" : ""}`}
              >
                {formatNumber(locale, target)}
              </a>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <a {...to(page + 1)} rel="next" className={link}>
              {t("pagination.next")}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
