import { useTranslation } from "~/lib/i18n-react";

/** The choices of a bookmark's list: none, then the user's lists (My bookmarks online and offline). */
export function ListChoices({ lists }: { lists: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation("my");
  return (
    <>
      <option value="">{t("item.noList")}</option>
      {lists.map((list) => (
        <option key={list.id} value={list.id}>
          {list.name}
        </option>
      ))}
    </>
  );
}
