import { lazy, Suspense, useState } from "react";
import { fetchMe } from "~/features/auth/me-client";
import { openSignIn } from "~/features/auth/sign-in-events";
import type { Contact } from "~/features/catalogue/types";
import { useTranslation } from "~/lib/i18n-react";

// "Send a message" beside a contact on the exhibitor page. The page is cached
// for everyone and its first-load JS is at the budget: the form loads only
// when a signed-in visitor opens it; a signed-out one gets the login dialog.

const ContactForm = lazy(() => import("./contact-form"));

export function SendMessageButton({ contact }: { contact: Pick<Contact, "id" | "name"> }) {
  const { t } = useTranslation("contact");
  const [open, setOpen] = useState(false);
  const toggle = () =>
    open
      ? setOpen(false)
      : fetchMe().then(
          (me) => (me.user ? setOpen(true) : openSignIn()),
          () => {},
        );
  return (
    <div className="mt-2">
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        className="rounded-md border border-primary px-3 py-1 text-sm font-medium text-primary hover:bg-wash"
      >
        {t("open")}
        <span className="sr-only"> {t("openTo", { name: contact.name })}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ContactForm id={`contact-form-${contact.id}`} contact={contact} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
