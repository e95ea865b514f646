import { useTranslation } from "~/lib/i18n-react";

/** Says, on every preview, that this is a draft visitors do not see. */
export function PreviewBanner() {
  const { t } = useTranslation("content");
  return (
    <div className="mb-6 rounded-md border-2 border-accent bg-accent/20 px-4 py-2" data-preview-banner="">
      <p>
        <strong className="mr-2 uppercase tracking-wide">{t("preview.banner")}</strong>
        {t("preview.bannerHint")}
      </p>
    </div>
  );
}
