import type { ProductListSummary } from "~/features/catalogue/types";
import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { type LinkBase, links } from "~/lib/links";
import type { Locale } from "~/lib/locales";
import { SiteLink } from "~/lib/site-link";

interface Props {
  lists: ProductListSummary[];
  linkBase: LinkBase;
  locale: Locale;
}

/** The event's curated product lists as cards; also the event home's teasers (`headingLevel` 2 or 3). */
export function ProductListTeasers({ lists, linkBase, locale, headingLevel = 3 }: Props & { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("lists");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {lists.map((list) => (
        <li key={list.id} className="flex flex-col rounded-lg border border-line p-4 hover:border-primary">
          <Heading className="text-lg font-semibold leading-snug">
            <SiteLink to={links.productList(linkBase, list.id)} prefetch="intent">
              {list.name}
            </SiteLink>
          </Heading>
          {list.description ? <p className="mt-1 line-clamp-3 text-sm text-muted">{list.description}</p> : null}
          <p className="mt-auto pt-2 text-sm font-medium">
            {t("productCount", { count: list.productCount, formatted: formatNumber(locale, list.productCount) })}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The page listing the event's curated product lists. */
export function ProductListsIndex({ lists, linkBase, locale }: Props) {
  const { t } = useTranslation("lists");
  return (
    <div>
      <h1 className="text-3xl font-bold">{t("productLists.title")}</h1>
      <p className="mt-2 text-muted">{t("productLists.intro")}</p>
      <div className="mt-6">
        {lists.length === 0 ? (
          <p className="rounded-lg bg-wash p-8 text-center">{t("productLists.empty")}</p>
        ) : (
          <ProductListTeasers lists={lists} linkBase={linkBase} locale={locale} headingLevel={2} />
        )}
      </div>
    </div>
  );
}
