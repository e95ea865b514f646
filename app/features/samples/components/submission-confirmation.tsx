import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import { type LinkBase, links } from "~/lib/links";
import type { SampleSubmission } from "../types";

// After sending: what went to which exhibitor, which emails could not be
// sent (the request is stored all the same), and the requester's confirmation.

export function SubmissionConfirmation({
  submission,
  email,
  linkBase,
}: {
  submission: SampleSubmission;
  email: string;
  linkBase: LinkBase;
}) {
  const { t } = useTranslation("samples");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="confirmation-title">
      <h1 id="confirmation-title" ref={heading} tabIndex={-1} className="text-3xl font-bold">
        {t("confirmation.title")}
      </h1>
      <p className="mt-2">{t("confirmation.intro", { count: submission.parts.length })}</p>
      <ul className="mt-4 flex flex-col gap-4">
        {submission.parts.map((part) => (
          <li key={part.requestId} className="rounded-lg border border-line p-4">
            <h2 className="text-lg font-semibold">{part.exhibitorName}</h2>
            <ul className="mt-1 list-disc pl-5">
              {part.products.map((product) => (
                <li key={product.productId}>{product.name}</li>
              ))}
            </ul>
            <p className={`mt-2 text-sm ${part.emailed ? "text-muted" : "font-medium text-danger"}`}>
              {part.emailed ? t("confirmation.emailed") : t("confirmation.notEmailed")}
            </p>
          </li>
        ))}
      </ul>
      {submission.message ? (
        <>
          <h2 className="mt-6 text-lg font-semibold">{t("confirmation.yourMessage")}</h2>
          <p className="mt-1 whitespace-pre-line">{submission.message}</p>
        </>
      ) : null}
      <p className="mt-6">
        {submission.confirmed ? t("confirmation.confirmed", { email }) : t("confirmation.notConfirmed")}
      </p>
      <p className="mt-4">
        <Link to={links.products(linkBase)}>{t("confirmation.back")}</Link>
      </p>
    </section>
  );
}
