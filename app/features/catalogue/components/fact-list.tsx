import { useTranslation } from "~/lib/i18n-react";
import type { Fact } from "./product-facts";

/** Label and value pairs as a definition list; prose values span the full width. */
export function FactList({ facts }: { facts: Fact[] }) {
  const { t } = useTranslation("catalogue");
  if (facts.length === 0) return null;
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {facts.map((fact) => (
        <div key={fact.field} className="grid gap-x-6 border-b border-line pb-2 sm:col-span-2 sm:grid-cols-subgrid">
          <dt className="font-medium text-muted">{t(`fields.${fact.field}`)}</dt>
          <dd className={fact.long ? "whitespace-pre-line" : ""}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
