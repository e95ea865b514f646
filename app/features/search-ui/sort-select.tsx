import { useTranslation } from "~/lib/i18n-react";

interface Props {
  sorts: readonly string[];
  value: string;
  onChange: (sort: string) => void;
}

/** The order of the results; a field of the page's GET form ("sort"). */
export function SortSelect({ sorts, value, onChange }: Props) {
  const { t } = useTranslation("search");
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor="search-sort" className="font-medium">
        {t("sort.label")}
      </label>
      <select
        id="search-sort"
        name="sort"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-md border border-line bg-paper px-2 py-1.5"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
