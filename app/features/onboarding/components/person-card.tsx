import { useTranslation } from "~/lib/i18n-react";
import type { PersonView } from "../onboarding-types";

/** The organizer's registration of a person: who the profile says they are. */
export function PersonCard({
  person,
  registrationLabel,
  eventName,
  showStatus,
}: {
  person: PersonView;
  registrationLabel: string;
  eventName: string;
  showStatus: boolean;
}) {
  const { t } = useTranslation("onboarding");
  const rows: [string, string][] = [
    [t("person.name"), person.name],
    [t("person.jobTitle"), person.jobTitle],
    [t("person.company"), person.company],
    person.kind === "representative" && registrationLabel
      ? [t("person.registration"), registrationLabel]
      : [t("person.event"), eventName],
  ];
  if (showStatus) rows.push([t("person.status"), person.claimed ? t("person.claimed") : t("person.notClaimed")]);
  return (
    <dl className="mt-4 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-1 rounded-md border border-line bg-wash px-4 py-3">
      {rows
        .filter(([, value]) => value)
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
