import { Dialog } from "~/components/ui/dialog";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { SignInPanel } from "./sign-in-panel";

/**
 * The login dialog (docs/product/accounts.md), a short form in the site's dialog; loaded only
 * when first opened. Its one heading is the dialog's title (its accessible name). Opening puts
 * the focus on the first field (the panel does, once it knows the visitor is signed out);
 * closing gives it back to `opener`, the button that asked for the dialog.
 */
export default function SignInDialog(props: {
  locale: Locale;
  open: boolean;
  next?: string;
  opener?: HTMLElement;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("auth");
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t("dialog.title")}
      closeLabel={t("dialog.close")}
      returnFocusTo={props.opener}
      width="narrow"
    >
      <SignInPanel locale={props.locale} next={props.next} titled={false} focusFirstField />
    </Dialog>
  );
}
