import { type ReactNode, useEffect, useState } from "react";
import { fetchMe } from "~/features/auth/me-client";
import { openSignIn } from "~/features/auth/sign-in-events";
import { DetailSection } from "~/features/catalogue/components/detail-section";
import { SENSORY_GROUPS, SENSORY_SCALES } from "~/features/catalogue/sensory";
import { useTranslation } from "~/lib/i18n-react";

// The product page's tasting note. The page is cached for everyone and its
// first-load JavaScript is at its budget, so this part is only a heading and
// a button: the editor and its store load with a dynamic import, for a
// signed-in user or on a click. Signed out, the button opens the login box.
// The page renders it keyed by product, so a new product starts afresh.

export interface TastingNoteSectionProps {
  collectionId: string;
  productId: string;
  name: string;
  /** The event's tastingNotesEnabled: without it, nothing is shown. */
  enabled: boolean;
}

export function TastingNoteSection(props: TastingNoteSectionProps) {
  const { t } = useTranslation("notes");
  const [panel, setPanel] = useState<ReactNode>();

  const load = (open: boolean) =>
    fetchMe().then(({ user }) =>
      user
        ? import("./tasting-note-panel").then(({ TastingNotePanel }) =>
            setPanel(
              <TastingNotePanel
                {...props}
                uid={user.id}
                open={open}
                vocabulary={{ groups: SENSORY_GROUPS, scales: SENSORY_SCALES }}
              />,
            ),
          )
        : open && openSignIn(),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the product page mounts: the panel then lives on its own
  useEffect(() => {
    if (props.enabled) load(false).catch(() => undefined);
  }, []);

  return props.enabled ? (
    <DetailSection id="tasting-note" title={t("section.title")} className="print:hidden">
      {panel ?? (
        <button
          type="button"
          onClick={() => load(true)}
          className="rounded-md border border-primary px-4 py-2 font-medium text-primary hover:bg-wash"
        >
          {t("section.write")}
        </button>
      )}
    </DetailSection>
  ) : null;
}
