import { lazy, Suspense, useState } from "react";
import { fetchMe } from "~/features/auth/me-client";
import { openSignIn } from "~/features/auth/sign-in-events";
import { useAccount } from "~/features/auth/use-account";
import { useTranslation } from "~/lib/i18n-react";

// "Request a sample" on the product page. The page is cached for everyone
// and its first-load JS is at the budget, so this is all it carries: a
// button. The cart logic loads only for a signed-in visitor, or on a click;
// a signed-out click opens the login dialog and the sample is added after.

export interface SampleCartButtonProps {
  collectionId: string;
  productId: string;
  name: string;
}

const BUTTON_CLASS =
  "rounded-md border border-primary px-4 py-2 font-medium text-primary hover:bg-wash disabled:opacity-60";

const load = () => import("./sample-cart-control");
const SampleCartControl = lazy(load);

export function SampleCartButton(props: SampleCartButtonProps) {
  const { t } = useTranslation("samples");
  const account = useAccount();
  const [asked, setAsked] = useState(false);
  const uid = account.status === "ready" ? account.user?.id : undefined;

  const ask = () =>
    fetchMe().then(
      (me) => {
        if (me.user) return setAsked(true);
        void load().then((control) => control.rememberPendingSample(props.collectionId, props.productId));
        openSignIn();
      },
      () => {},
    );

  const plain = (
    <button type="button" onClick={ask} className={BUTTON_CLASS}>
      {t("button.request")}
    </button>
  );
  if (!uid) return plain;
  return (
    <Suspense fallback={plain}>
      <SampleCartControl {...props} uid={uid} addNow={asked} className={BUTTON_CLASS} />
    </Suspense>
  );
}
