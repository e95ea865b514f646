import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
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

/** Button, cart link and answers in a column: text arriving later never moves what is below (a tap on a tasting note's star landed beside it when it did). */
const CONTROL_CLASS = "flex basis-full flex-col items-start gap-1";

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
    <Suspense
      fallback={
        <span className={CONTROL_CLASS}>
          {plain}
          <SampleCartLink collectionId={props.collectionId} state={null} />
          {/* The control's answer line, empty until it has one: the same column before and after it loads. */}
          <span className="text-sm font-medium" />
        </span>
      }
    >
      <SampleCartControl
        {...props}
        uid={uid}
        addNow={asked}
        className={BUTTON_CLASS}
        columnClassName={CONTROL_CLASS}
        cartLink={(state) => <SampleCartLink collectionId={props.collectionId} state={state} />}
      />
    </Suspense>
  );
}

/**
 * The link to the cart, there from the first paint for a signed-in visitor;
 * `state` is the cart's state in words ("One slot left") once it is read.
 */
function SampleCartLink({ collectionId, state }: { collectionId: string; state: string | null }) {
  const { t, i18n } = useTranslation("samples");
  return (
    <Link to={`/${i18n.language}/my/cart?event=${encodeURIComponent(collectionId)}`} className="text-sm">
      {t("button.viewCart")}
      {state === null ? null : ` (${state})`}
    </Link>
  );
}
