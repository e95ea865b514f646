import * as Dialog from "@radix-ui/react-dialog";
import { useRef } from "react";
import { useTranslation } from "~/lib/i18n-react";
import type { Locale } from "~/lib/locales";
import { SignInPanel } from "./sign-in-panel";

/**
 * The login dialog (docs/product/accounts.md: at most 880 px wide); loaded only when first opened.
 * Its one heading is the dialog's title (its accessible name). Opening puts the focus on the
 * first field (the panel does, once it knows the visitor is signed out); closing gives it back
 * to `opener`, the button that asked for the dialog.
 */
export default function SignInDialog(props: {
  locale: Locale;
  open: boolean;
  next?: string;
  opener?: HTMLElement;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("auth");
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          ref={content}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // Not the close button: the dialog itself until the panel shows its first field.
            event.preventDefault();
            content.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!props.opener?.isConnected) return;
            event.preventDefault();
            props.opener.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-paper p-6 shadow-xl outline-none"
        >
          <Dialog.Title className="mb-4 pr-8 text-xl font-semibold">{t("dialog.title")}</Dialog.Title>
          <SignInPanel locale={props.locale} next={props.next} titled={false} focusFirstField />
          <Dialog.Close
            className="absolute right-3 top-3 rounded px-2 py-1 text-muted hover:bg-wash"
            aria-label={t("dialog.close")}
          >
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
