import { formatPercent } from "~/lib/format";
import type { Locale } from "~/lib/locales";

export interface Share {
  name: string;
  percentage: number | null;
}

/**
 * What a product is made of (grapes, soils): each part named with its share
 * in text, and a bar drawn to scale beside it for a quick read.
 */
export function CompositionList({ items, locale }: { items: Share[]; locale: Locale }) {
  if (items.length === 0) return null;
  const anyShare = items.some((item) => item.percentage !== null);
  return (
    <ul className="grid gap-2">
      {items.map((item, index) => {
        const share = item.percentage === null ? null : Math.min(100, Math.max(0, item.percentage));
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered; a name may repeat
            key={`${index}-${item.name}`}
            className={
              anyShare
                ? "grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 sm:grid-cols-[minmax(8rem,14rem)_4rem_1fr]"
                : ""
            }
          >
            <span className="font-medium">{item.name}</span>
            {anyShare ? (
              <>
                <span className="text-right tabular-nums">
                  {share === null ? "" : formatPercent(locale, item.percentage!)}
                </span>
                <span aria-hidden="true" className="col-span-2 h-3 overflow-hidden rounded-sm bg-wash sm:col-span-1">
                  {share === null ? null : <span className="block h-full bg-primary" style={{ width: `${share}%` }} />}
                </span>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
