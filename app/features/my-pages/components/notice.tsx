import { useTranslation } from "~/lib/i18n-react";
import type { MyActionResult } from "../my-page.server";

// What a page action did, announced politely; refusals show next to their field instead.
// As the answer to what the person did, it takes the focus (app/lib/focus-after-navigation.ts).
export function Notice({ result }: { result: MyActionResult | undefined }) {
  const { t } = useTranslation("my");
  const text = result?.ok ? t(result.notice, result.values) : "";
  return (
    <p role="status" data-answer="" className={text ? "mb-4 rounded bg-wash px-3 py-2 font-medium" : "sr-only"}>
      {text}
    </p>
  );
}
