import { useState } from "react";
import { formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { useHydrated } from "~/lib/use-hydrated";
import { imageSizeError, MAX_PROFILE_IMAGE_BYTES, MIN_PROFILE_IMAGE_BYTES } from "../profile-image-rules";

interface Props {
  locale: Locale;
  /** The profile's own API resource, /api/collections/<event>/users/<uid>. */
  profilePath: string;
  imageUrl: string;
}

type Upload = { state: "idle" } | { state: "uploading" } | { state: "done" } | { state: "refused"; messageKey: string };

interface ApiAnswer {
  profile?: { profileImageUrl?: string };
  error?: { fields?: { image?: string } };
}

/**
 * The profile photo: choosing a file sends it at once (the server decides;
 * sizes are checked here first only to spare a pointless upload). The file
 * input is the browser's own, so it works by keyboard; it waits for
 * JavaScript, without which it could not send.
 */
export function PhotoUpload({ locale, profilePath, imageUrl }: Props) {
  const { t } = useTranslation("profile");
  const hydrated = useHydrated();
  const [src, setSrc] = useState(imageUrl);
  const [upload, setUpload] = useState<Upload>({ state: "idle" });

  const send = async (file: File) => {
    const sizeError = imageSizeError(file.size);
    if (sizeError) return setUpload({ state: "refused", messageKey: sizeError.key });
    setUpload({ state: "uploading" });
    try {
      const response = await fetch(`${profilePath}/profile-image`, {
        method: "POST",
        headers: { "Content-Type": file.type || "application/octet-stream" },
        body: file,
      });
      const answer = (await response.json().catch(() => ({}))) as ApiAnswer;
      if (response.ok && answer.profile?.profileImageUrl) {
        setSrc(answer.profile.profileImageUrl);
        setUpload({ state: "done" });
      } else {
        setUpload({ state: "refused", messageKey: answer.error?.fields?.image ?? "profile:photo.failed" });
      }
    } catch {
      setUpload({ state: "refused", messageKey: "profile:photo.failed" });
    }
  };

  const refused = upload.state === "refused";
  const limits = {
    min: formatNumber(locale, MIN_PROFILE_IMAGE_BYTES / 1024, { style: "unit", unit: "kilobyte" }),
    max: formatNumber(locale, MAX_PROFILE_IMAGE_BYTES / 1024 / 1024, { style: "unit", unit: "megabyte" }),
  };
  return (
    <section aria-labelledby="photo-title" className="mt-8">
      <h2 id="photo-title" className="text-xl font-semibold">
        {t("photo.heading")}
      </h2>
      <div className="mt-3 flex flex-wrap items-start gap-6">
        {src ? (
          <img
            src={src}
            alt={t("photo.alt")}
            width={160}
            height={160}
            className="size-40 rounded-full border border-line object-cover"
          />
        ) : (
          <p className="flex size-40 items-center justify-center rounded-full border border-dashed border-line p-4 text-center text-sm text-muted">
            {t("photo.none")}
          </p>
        )}
        <div className="min-w-0 max-w-md flex-1">
          <label htmlFor="profile-photo" className="block text-sm font-semibold">
            {t("photo.label")}
          </label>
          <p id="profile-photo-hint" className="mt-0.5 text-sm text-muted">
            {t("photo.hint", limits)}
          </p>
          <input
            id="profile-photo"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            disabled={!hydrated || upload.state === "uploading"}
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? "profile-photo-hint profile-photo-message" : "profile-photo-hint"}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // Cleared, so choosing the same file again after fixing nothing still reports.
              event.currentTarget.value = "";
              if (file) void send(file);
            }}
            className="mt-2 block w-full text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary file:px-4 file:py-2 file:font-medium file:text-paper hover:file:bg-primary-dark disabled:opacity-60"
          />
          {refused ? (
            <p id="profile-photo-message" role="alert" className="mt-1 text-sm font-medium text-danger">
              {t(upload.messageKey)}
            </p>
          ) : null}
          <p role="status" className="mt-1 text-sm font-medium text-success">
            {upload.state === "uploading" ? t("photo.uploading") : upload.state === "done" ? t("photo.uploaded") : ""}
          </p>
        </div>
      </div>
    </section>
  );
}
