import { type FormEvent, useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { useFocusFirstError } from "~/components/ui/form-fields";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { openSignIn } from "~/features/auth/sign-in-events";
import type { Contact } from "~/features/catalogue/types";
import { useTranslation } from "~/lib/i18n-react";
import { links } from "~/lib/links";
import { DEFAULT_LOCALE, isLocale } from "~/lib/locales";
import { type ContactFieldErrors, checkContactForm, MAX_CONTACT_MESSAGE_LENGTH } from "../contact-rules";

// The small form under a contact (loaded on demand): the message, the data
// privacy policy to accept (docs/product/my-catalogue.md), send. Refusals sit under their field;
// the texts of docs/product/my-catalogue.md when the server fails; a confirmation when it is sent.
// The exhibitor page's URL names the event and the exhibitor. The data
// privacy policy and the thank-you text are the site's content pages
// "privacy" and "thank-you" (docs/product/content-pages.md).

const FIELD_ORDER = ["message", "acceptPrivacy"] as const;
const ERROR = "mt-1 text-sm font-medium text-danger";

interface ApiRefusal {
  error?: { message?: string; messageKey?: string; fieldKeys?: ContactFieldErrors };
}

function messagesPath(collectionId: string, exhibitorId: string, contactId: string): string {
  const enc = encodeURIComponent;
  return `/api/collections/${enc(collectionId)}/exhibitors/${enc(exhibitorId)}/contacts/${enc(contactId)}/messages`;
}

interface Props {
  id: string;
  contact: Pick<Contact, "id" | "name">;
  onClose: () => void;
}

export default function ContactForm({ id, contact, onClose }: Props) {
  const { t, i18n } = useTranslation("contact");
  const { collectionId = "", itemId: exhibitorId = "", locale } = useParams();
  const pageLocale = isLocale(locale) ? locale : isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const privacyHref = links.contentPage(pageLocale, "privacy");
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [failure, setFailure] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  useFocusFirstError(form, errors, FIELD_ORDER);

  useEffect(() => {
    const message = form.current?.elements.namedItem("message");
    if (message instanceof HTMLElement) message.focus();
  }, []);

  const fieldError = (field: keyof ContactFieldErrors) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const values = new FormData(event.currentTarget);
    const input = { message: String(values.get("message") ?? ""), acceptPrivacy: values.get("acceptPrivacy") === "on" };
    const refused = checkContactForm(input);
    setErrors(refused);
    setFailure("");
    if (Object.keys(refused).length > 0) return;
    setSending(true);
    try {
      const response = await fetch(messagesPath(collectionId, exhibitorId, contact.id), {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...input, locale: i18n.language }),
      });
      if (response.status === 201) return setSent(true);
      const body = (await response.json().catch(() => null)) as ApiRefusal | null;
      if (response.status === 400 && body?.error?.fieldKeys) return setErrors({ ...body.error.fieldKeys });
      if (response.status === 401) return openSignIn();
      if (response.status === 429)
        return setFailure(
          body?.error?.messageKey ? t(body.error.messageKey) : (body?.error?.message ?? t("common:errors.limit")),
        );
      if (response.status === 404) return setFailure(t("errors.notFound"));
      setFailure(t("common:errors.serverError"));
    } catch {
      setFailure(t("common:errors.serverError"));
    } finally {
      setSending(false);
    }
  }

  const messageError = fieldError("message");
  const privacyError = fieldError("acceptPrivacy");
  return (
    <div id={id} className="mt-3 rounded-lg border border-line bg-paper p-3">
      {sent ? null : (
        <form ref={form} noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
          <h3 id={`${id}-title`} className="font-semibold">
            {t("form.title", { name: contact.name })}
          </h3>
          <div>
            <label htmlFor={`${id}-message`} className="block text-sm font-semibold">
              {t("form.message")}
            </label>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={5}
              maxLength={MAX_CONTACT_MESSAGE_LENGTH}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={messageError ? `${id}-message-error` : undefined}
              className="mt-1 block w-full rounded-md border border-line bg-paper px-3 py-2 aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger"
            />
            {messageError ? (
              <p id={`${id}-message-error`} className={ERROR}>
                {messageError}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`${id}-privacy`} className="flex cursor-pointer items-start gap-2 text-sm">
              <input
                id={`${id}-privacy`}
                type="checkbox"
                name="acceptPrivacy"
                aria-invalid={privacyError ? true : undefined}
                aria-describedby={privacyError ? `${id}-privacy-error` : undefined}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              {t("form.privacy")}
            </label>
            <p className="ml-6 text-sm">
              <a href={privacyHref}>{t("form.privacyLink")}</a>
            </p>
            {privacyError ? (
              <p id={`${id}-privacy-error`} className={`${ERROR} ml-6`}>
                {privacyError}
              </p>
            ) : null}
          </div>
          {failure ? (
            <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm font-medium text-danger">
              {failure}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={sending} className={PRIMARY_BUTTON}>
              {sending ? t("form.sending") : t("form.send")}
            </button>
            <button
              type="button"
              onClick={onClose}
              className="rounded-md border border-line px-4 py-2 font-medium hover:bg-wash"
            >
              {t("form.cancel")}
            </button>
          </div>
        </form>
      )}
      <p role="status" className="text-sm font-medium text-success">
        {sent ? t("sent", { name: contact.name }) : ""}
      </p>
      {sent ? (
        <p className="mt-1 text-sm">
          <a href={links.contentPage(pageLocale, "thank-you")}>{t("thankYouLink")}</a>
        </p>
      ) : null}
      {sent ? (
        <button
          type="button"
          onClick={onClose}
          className="mt-2 rounded-md border border-line px-3 py-1 text-sm font-medium hover:bg-wash"
        >
          {t("form.close")}
        </button>
      ) : null}
    </div>
  );
}
