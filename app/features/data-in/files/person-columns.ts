import { z } from "zod";
import { ACCOUNT_NAME_MAX } from "~/lib/account-name";
import type { TFunction } from "~/lib/i18n";
import type { Message } from "~/lib/messages";
import type { ColumnSet, RowProblem } from "./columns";
import { IMPORT_MESSAGES } from "./import-messages";
import { COUNTRY, ID } from "./product-columns";

// The columns of a people import (docs/data-in.md "From a file"): one row
// per attendee or exhibitor representative of the event. A representative
// names the exhibitor they stand for; anyone with an e-mail address claims
// the entry by signing in with it.

export const PERSON_COLUMNS = [
  "person_id",
  "kind",
  "name",
  "email",
  "exhibitor_id",
  "job_title",
  "company",
  "country",
  "telephone",
  "attendee_type",
  "stand",
] as const;
export type PersonColumn = (typeof PERSON_COLUMNS)[number];

export const PERSON_COLUMN_SET: ColumnSet<PersonColumn> = {
  columns: PERSON_COLUMNS,
  required: ["person_id", "kind", "name"],
};

export const PERSON_KINDS = ["representative", "attendee"] as const;
export type ImportedPersonKind = (typeof PERSON_KINDS)[number];

export interface PersonRow {
  line: number;
  id: string;
  kind: ImportedPersonKind;
  name: string;
  /** Lower case; "" for none. */
  email: string;
  /** The exhibitor a representative stands for; null for an attendee. */
  exhibitorId: string | null;
  jobTitle: string;
  company: string;
  country: string;
  telephone: string;
  attendeeType: string;
  stand: string;
}

/** Free-text columns and their longest value. */
const TEXT_MAX: Partial<Record<PersonColumn, number>> = {
  name: ACCOUNT_NAME_MAX,
  email: 254,
  job_title: 200,
  company: 200,
  telephone: 50,
  attendee_type: 100,
  stand: 50,
};

const fold = (text: string) => text.trim().toLowerCase();

/**
 * The row reader of a people import. A kind is written as its key
 * ("representative", "attendee") or its label in any of the languages given
 * ("Vertreter", "Participant"…).
 */
export function personRowReader(translators: readonly TFunction[]) {
  const kinds = new Map<string, ImportedPersonKind>();
  for (const kind of PERSON_KINDS) {
    kinds.set(kind, kind);
    for (const t of translators) kinds.set(fold(t(`organizer:import.personKinds.${kind}`)), kind);
  }
  return (
    line: number,
    values: Partial<Record<PersonColumn, string>>,
  ): { row: PersonRow | null; problems: RowProblem[] } => {
    const problems: RowProblem[] = [];
    const get = (column: PersonColumn) => (values[column] ?? "").trim();
    const fail = (column: PersonColumn, message: Message) =>
      problems.push({ line, column, value: get(column), message });
    for (const column of PERSON_COLUMN_SET.required) if (!get(column)) fail(column, IMPORT_MESSAGES.required);
    for (const column of ["person_id", "exhibitor_id"] as const) {
      if (get(column) && !ID.test(get(column))) fail(column, IMPORT_MESSAGES.invalidId);
    }
    const kind = kinds.get(fold(get("kind")));
    if (get("kind") && !kind) fail("kind", IMPORT_MESSAGES.invalid);
    if (kind === "representative" && !get("exhibitor_id")) fail("exhibitor_id", IMPORT_MESSAGES.required);
    for (const [column, max] of Object.entries(TEXT_MAX) as [PersonColumn, number][]) {
      if (get(column).length > max) fail(column, IMPORT_MESSAGES.tooLong);
    }
    if (get("email") && get("email").length <= 254 && !z.regexes.email.test(get("email"))) {
      fail("email", IMPORT_MESSAGES.invalidEmail);
    }
    if (get("country") && !COUNTRY.test(get("country"))) fail("country", IMPORT_MESSAGES.invalid);
    if (problems.length || !kind) return { row: null, problems };
    return {
      row: {
        line,
        id: get("person_id"),
        kind,
        name: get("name"),
        email: get("email").toLowerCase(),
        exhibitorId: kind === "representative" ? get("exhibitor_id") : null,
        jobTitle: get("job_title"),
        company: get("company"),
        country: get("country").toUpperCase(),
        telephone: get("telephone"),
        attendeeType: get("attendee_type"),
        stand: get("stand"),
      },
      problems,
    };
  };
}
