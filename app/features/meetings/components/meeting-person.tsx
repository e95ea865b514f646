import { useTranslation } from "~/lib/i18n-react";

// The other person of a meeting: name, job title and company, and for an
// exhibitor's representative the table where they meet.

export interface MeetingPersonView {
  name: string;
  company: string;
  jobTitle: string;
  tableNumber: string;
}

export function MeetingPerson({ person }: { person: MeetingPersonView }) {
  const { t } = useTranslation("meetings");
  const role = [person.jobTitle, person.company].filter(Boolean).join(", ");
  return (
    <span>
      <span className="font-semibold">{person.name}</span>
      {role ? <span className="text-muted"> · {role}</span> : null}
      {person.tableNumber ? (
        <span className="text-muted"> · {t("pages.table", { table: person.tableNumber })}</span>
      ) : null}
    </span>
  );
}
