import { useRef } from "react";
import { Form, useNavigate } from "react-router";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import type { ProducersList } from "~/features/catalogue/producers-list";
import { formatNumber, formatOrigin } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { groupByLetter, letterAnchor } from "~/lib/letter-groups";
import { type LinkBase, links } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import { SiteLink } from "~/lib/site-link";
import { LetterIndex } from "./letter-index";
import { Pagination } from "./pagination";

interface Props {
  list: ProducersList;
  q: string;
  linkBase: LinkBase;
  locale: Locale;
  pathname: string;
  /** The search loads a whole document (a saved fair offline, whose service worker answers it). */
  reloadDocument?: boolean;
}

/**
 * The event's producers from A to Z, searchable by name (`?q=`, answered by
 * the server), a page of them at a time (`?page=`); the letter index leads to
 * the page a letter starts on.
 */
export function ProducersPage({ list, q, linkBase, locale, pathname, reloadDocument }: Props) {
  const { t } = useTranslation("lists");
  const navigate = useNavigate();
  const status = useRef<HTMLParagraphElement>(null);
  const n = (value: number) => formatNumber(locale, value);
  const { producers, total, page, pageCount } = list;
  const groups = groupByLetter(producers, (p) => p.name);
  const hrefOf = (target: number, hash = "") => {
    // In the page cache's order (names sorted), so a link is no redirect away from its page.
    const params = new URLSearchParams();
    if (target > 1) params.set("page", String(target));
    if (q) params.set("q", q);
    const search = params.toString();
    return `${pathname}${search ? `?${search}` : ""}${hash}`;
  };
  const goToPage = (target: number) => {
    if (reloadDocument) {
      window.location.assign(hrefOf(target));
      return;
    }
    navigate(hrefOf(target));
    // The link clicked may not be on the next page's pagination (the last page has no "Next").
    status.current?.focus({ preventScroll: true });
    status.current?.scrollIntoView({ block: "start" });
  };
  const letterHref = (letter: string) => {
    const starts = list.letters.find((entry) => entry.letter === letter)?.page ?? page;
    return starts === page ? `#${letterAnchor(letter)}` : hrefOf(starts, `#${letterAnchor(letter)}`);
  };
  return (
    <div>
      <h1 className="text-3xl font-bold">{t("producers.title")}</h1>
      <Form
        method="get"
        action={pathname}
        reloadDocument={reloadDocument}
        role="search"
        className="mt-4 flex flex-wrap items-end gap-2"
      >
        <label htmlFor="producers-q" className="w-full text-sm font-semibold">
          {t("producers.searchLabel")}
        </label>
        <input
          id="producers-q"
          type="search"
          name="q"
          defaultValue={q}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-md border border-line bg-paper px-3 py-2 text-base focus:border-primary"
        />
        <button type="submit" className={PRIMARY_BUTTON}>
          {t("search:box.submit")}
        </button>
      </Form>
      <p role="status" ref={status} tabIndex={-1} className="mt-4 font-semibold">
        {q
          ? t("producers.matching", { count: list.matching, formatted: n(list.matching), total: n(total) })
          : t("producers.count", { count: total, formatted: n(total) })}
        {q ? (
          <>
            {" "}
            <SiteLink to={pathname} className="font-normal underline">
              {t("producers.showAll")}
            </SiteLink>
          </>
        ) : null}
      </p>
      {producers.length === 0 ? (
        <p className="mt-8 rounded-lg bg-wash p-8 text-center text-lg font-semibold">{t("search:nothingFound")}</p>
      ) : (
        <>
          <div className="mt-4">
            <LetterIndex
              letters={list.letters.map((entry) => entry.letter)}
              label={t("producers.letterIndex")}
              hrefOf={pageCount > 1 ? letterHref : undefined}
              reloadDocument={reloadDocument}
            />
          </div>
          {groups.map((group) => (
            <section key={group.letter} aria-labelledby={letterAnchor(group.letter)} className="mt-6">
              <h2 id={letterAnchor(group.letter)} className="border-b border-line pb-1 text-xl font-bold text-primary">
                {group.letter}
              </h2>
              <ul className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
                {group.items.map((producer) => (
                  <li
                    key={`${producer.isExhibitor ? "e" : "p"}:${producer.id}`}
                    className="flex items-baseline justify-between gap-2 py-1"
                  >
                    <span className="min-w-0">
                      <SiteLink
                        to={
                          producer.isExhibitor
                            ? links.exhibitor(linkBase, producer.id)
                            : links.producer(linkBase, producer.id)
                        }
                        prefetch="intent"
                        className="font-medium"
                      >
                        {producer.name}
                      </SiteLink>
                      {producer.country ? (
                        <span className="block text-sm text-muted">
                          {formatOrigin(locale, producer.region, producer.country)}
                        </span>
                      ) : null}
                    </span>
                    <span className="shrink-0 text-sm tabular-nums text-muted">
                      {t("productCount", { count: producer.productCount, formatted: n(producer.productCount) })}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <Pagination page={page} pageCount={pageCount} locale={locale} hrefOf={hrefOf} onPage={goToPage} />
        </>
      )}
    </div>
  );
}
