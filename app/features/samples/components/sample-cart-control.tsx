import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { openSignIn } from "~/features/auth/sign-in-events";
import { subscribeLive } from "~/features/live/live-client";
import { useTranslation } from "~/lib/i18n-react";
import { cartState } from "../cart-rules";
import { cartStateText } from "../cart-state-text";
import { takePendingSample } from "../pending-sample";
import { addSample, readCart } from "../sample-cart-client";
import type { SampleCartButtonProps } from "./sample-cart-button";

// The product page's sample control for a signed-in visitor (loaded on
// demand by SampleCartButton): "Request a sample", "In your sample cart", or
// a disabled "Cart is full"; the cart's state beside a link to the cart; the
// server's answers ("Already in cart", "Cart is full") in a live region.
// Other tabs' changes arrive over the live stream.

// The signed-out click loads this module too, to remember the wish through the sign-in.
export { rememberPendingSample } from "../pending-sample";

interface Props extends SampleCartButtonProps {
  uid: string;
  /** The visitor asked for the sample before this loaded: add at once. */
  addNow: boolean;
  /** The look of the button it takes the place of. */
  className: string;
  /** The layout of the placeholder it takes the place of, so nothing moves. */
  columnClassName: string;
  /** The link to the cart, given the cart's state in words once read. */
  cartLink(state: string | null): ReactNode;
}

export default function SampleCartControl({
  collectionId,
  productId,
  name,
  uid,
  addNow,
  className,
  columnClassName,
  cartLink,
}: Props) {
  const { t } = useTranslation("samples");
  const [productIds, setProductIds] = useState<string[] | null>(null);
  const [notice, setNotice] = useState("");
  // A read that started before a write finished must not undo what the write showed.
  const writes = useRef(0);
  const adding = useRef(false);

  const reload = useCallback(() => {
    const started = writes.current;
    readCart(collectionId, uid).then(
      (cart) => started === writes.current && setProductIds(cart.items.map((item) => item.productId)),
      () => {},
    );
  }, [collectionId, uid]);

  const add = useCallback(async () => {
    if (adding.current) return;
    adding.current = true;
    setNotice("");
    const outcome = await addSample(collectionId, uid, productId);
    writes.current++;
    adding.current = false;
    if (outcome.ok) {
      setProductIds(outcome.cart.items.map((item) => item.productId));
      setNotice(t("added", { name }));
    } else if (outcome.status === 401) {
      openSignIn();
    } else {
      setNotice(t(outcome.status < 500 && outcome.messageKey ? outcome.messageKey : "common:errors.serverError"));
      reload();
    }
  }, [collectionId, uid, productId, name, t, reload]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per product (a later click calls add itself; reload and add change with every render of their inputs)
  useEffect(() => {
    if (addNow || takePendingSample(collectionId, productId)) void add();
    else reload();
    return subscribeLive(collectionId, uid, {
      onChange: (change) => change.resource === "sampleCart" && reload(),
      onResync: reload,
    });
  }, [collectionId, uid, productId]);

  const count = productIds?.length ?? 0;
  const inCart = productIds?.includes(productId) ?? false;
  const full = !inCart && cartState(count) === "full";
  return (
    <span className={columnClassName}>
      <button type="button" onClick={add} disabled={full} className={className}>
        {inCart ? t("button.inCart") : full ? t("button.full") : t("button.request")}
      </button>
      {cartLink(productIds ? cartStateText(t, count) : null)}
      <span role="status" className="text-sm font-medium">
        {notice}
      </span>
    </span>
  );
}
