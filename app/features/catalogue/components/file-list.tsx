import { CatalogueImage } from "~/features/catalogue/components/catalogue-image";
import { formatFileSize, languageName } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import type { CatalogueFile } from "../types";

/** Documents with their 96×136 thumbnails: name (the link), kind, languages, size. */
export function FileList({ files, locale }: { files: CatalogueFile[]; locale: Locale }) {
  const { t } = useTranslation("detail");
  if (files.length === 0) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {files.map((file) => (
        <li key={file.fileId} className="flex gap-3">
          <div className="flex h-[136px] w-24 shrink-0 items-center justify-center overflow-hidden rounded border border-line bg-wash">
            {file.thumbnail ? (
              <CatalogueImage image={file.thumbnail} alt="" sizes="96px" className="h-[136px] w-24 object-cover" />
            ) : (
              <span aria-hidden="true" className="text-xs font-semibold uppercase text-muted">
                {file.mimeType.split("/").pop() || t("files.document")}
              </span>
            )}
          </div>
          <div className="min-w-0">
            <p className="font-medium">
              <a
                href={file.url}
                rel={/^https?:\/\//.test(file.url) ? "noopener" : undefined}
                className="break-words underline-offset-2 hover:underline"
              >
                {file.name || t("files.document")}
              </a>
            </p>
            <p className="text-sm text-muted">
              {t(`catalogue:vocab.fileKind.${file.kind}`)}
              {file.isLive ? ` · ${t("files.live")}` : ""}
              {file.sizeBytes ? ` · ${formatFileSize(locale, file.sizeBytes)}` : ""}
            </p>
            {file.languages.length > 0 ? (
              <p className="text-sm text-muted">
                {t("files.languages", {
                  languages: file.languages.map((code) => languageName(locale, code)).join(", "),
                })}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
