import type { Locale } from "~/lib/locales";

// What the editor's action answers (app/routes/organizer/pages-editor.tsx),
// for the editor to show: a saved draft's new version, a publish, a
// stored image's address, or a refusal with its message key and, for a
// conflict, the other's draft.

export interface OthersDraft {
  title: string;
  body: string;
  version: number;
  updatedBy: string | null;
  updatedAt: string | null;
}

export type EditorResult =
  | { intent: "save"; ok: true; locale: Locale; version: number; updatedAt: string }
  | { intent: "publish"; ok: true; published: Locale[] }
  | { intent: "image"; ok: true; url: string }
  | { intent: string; ok: false; locale: string | null; error: string; current: OthersDraft | null };
