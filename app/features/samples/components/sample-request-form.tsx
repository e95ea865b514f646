import { Form, useNavigation } from "react-router";
import { PRIMARY_BUTTON } from "~/components/ui/styles";
import { useTranslation } from "~/lib/i18n-react";
import { MAX_SAMPLE_MESSAGE_LENGTH } from "../cart-rules";

// The optional message and the button that sends the cart; a refusal sits
// next to what it is about (the message, or the button).

export interface SampleRequestFormErrors {
  field: "message" | "submit";
  /** A samples.json (or namespaced) key. */
  error: string;
  message: string;
}

export function SampleRequestForm({ refused }: { refused?: SampleRequestFormErrors }) {
  const { t } = useTranslation("samples");
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "submit";
  const messageError = refused?.field === "message" ? t(refused.error) : undefined;
  const submitError = refused?.field === "submit" ? t(refused.error) : undefined;
  return (
    <Form method="post" className="mt-8 flex max-w-2xl flex-col gap-4" aria-labelledby="request-title">
      <h2 id="request-title" className="text-xl font-semibold">
        {t("page.requestTitle")}
      </h2>
      <div>
        <label htmlFor="sample-message" className="block text-sm font-semibold">
          {t("page.message")}
        </label>
        <p id="sample-message-hint" className="mt-0.5 text-sm text-muted">
          {t("page.messageHint")}
        </p>
        <textarea
          id="sample-message"
          name="message"
          rows={5}
          maxLength={MAX_SAMPLE_MESSAGE_LENGTH}
          defaultValue={refused?.message ?? ""}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? "sample-message-hint sample-message-error" : "sample-message-hint"}
          className="mt-1 block w-full rounded-md border border-line bg-paper px-3 py-2 aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger"
        />
        {messageError ? (
          <p id="sample-message-error" className="mt-1 text-sm font-medium text-danger">
            {messageError}
          </p>
        ) : null}
      </div>
      <div>
        <button
          type="submit"
          name="intent"
          value="submit"
          disabled={sending}
          aria-describedby={submitError ? "sample-submit-error" : undefined}
          className={PRIMARY_BUTTON}
        >
          {sending ? t("page.sending") : t("page.submit")}
        </button>
        {submitError ? (
          <p id="sample-submit-error" role="alert" className="mt-2 text-sm font-medium text-danger">
            {submitError}
          </p>
        ) : null}
      </div>
    </Form>
  );
}
