import { Form } from "react-router";
import { useTranslation } from "~/lib/i18n-react";

// "Send a message" to a person: posts to My messages, which opens the
// conversation with them (starting it if there is none) or says why not.

export function StartChatForm({
  action,
  personId,
  personName,
  buttonClassName,
  className,
}: {
  /** My messages at the page's event: `/{locale}/my/messages?event=…`. */
  action: string;
  personId: string;
  /** Named in the button's accessible name where several such buttons share a page. */
  personName?: string;
  buttonClassName: string;
  className?: string;
}) {
  const { t } = useTranslation("chat");
  return (
    <Form method="post" action={action} className={className}>
      <input type="hidden" name="intent" value="start" />
      <input type="hidden" name="personId" value={personId} />
      <button
        type="submit"
        aria-label={personName ? `${t("person.write")}: ${personName}` : undefined}
        className={buttonClassName}
      >
        {t("person.write")}
      </button>
    </Form>
  );
}
