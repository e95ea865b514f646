import { countryName, sortByLocale } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import type { Exhibitor } from "../types";
import { DISTRIBUTION_STATUSES } from "../vocabulary";

/** Markets where the exhibitor has distribution, and where it is looking for it. */
export function DistributionList({
  distribution,
  locale,
}: {
  distribution: Exhibitor["distribution"];
  locale: Locale;
}) {
  const { t } = useTranslation("catalogue");
  const groups = DISTRIBUTION_STATUSES.map((status) => ({
    status,
    markets: sortByLocale(
      locale,
      distribution
        .filter((d) => d.status === status)
        .map((d) => ({ code: d.market, name: countryName(locale, d.market) })),
      "name",
    ),
  })).filter((group) => group.markets.length > 0);
  if (groups.length === 0) return null;
  return (
    <dl className="grid gap-3">
      {groups.map((group) => (
        <div key={group.status}>
          <dt className="font-medium">{t(`vocab.distribution.${group.status}`)}</dt>
          <dd>
            <ul className="mt-1 flex flex-wrap gap-2">
              {group.markets.map((market) => (
                <li key={market.code} className="rounded border border-line px-2 py-0.5 text-sm">
                  {market.name}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}
