import { type FormEvent, useState } from "react";
import { IMPORT_KINDS, type ImportKind, SYNC_PROGRESS_ID } from "../import-kinds";
import type { HeaderMapping, ReadEncoding } from "../import-state";
import { type ImportAnswer, runImport, uploadImport } from "../organizer-data-client";
import { useImportProgress } from "./import-progress";
import { useApiCall } from "./use-api-call";

export type ImportStep = "uploading" | "checking" | "applying";

/**
 * An import on the organizer's page: the kind and file chosen, the server's
 * last answer (its report), the organizer's header mapping, and the steps:
 * check the file, check again with the mapping, apply. Each step forgets the
 * progress of the one before.
 */
export function useImport({ eventId, live }: { eventId: string; live: { collectionId: string; uid: string } }) {
  const [kind, setKind] = useState<ImportKind>("products");
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const [mapping, setMapping] = useState<HeaderMapping>({});
  /** The encoding the organizer chose for the file; null: the one the server detects. */
  const [encoding, setEncoding] = useState<ReadEncoding | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { busy, error, run: call } = useApiCall<ImportStep>();
  const { progress, forget } = useImportProgress(live, (id) => id !== SYNC_PROGRESS_ID);
  const run: typeof call = (step, request, done) => {
    forget();
    return call(step, request, done);
  };

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("file");
    // The kind as the form shows it: one chosen before the page's scripts ran is not in the state yet.
    const chosen = IMPORT_KINDS.find((k) => k === form.get("kind")) ?? kind;
    if (chosen !== kind) setKind(chosen);
    if (!(file instanceof File) || file.size === 0) {
      setFileError("data.import.chooseFile");
      return;
    }
    setFileError(null);
    setAnswer(null);
    setMapping({});
    setEncoding(null);
    void run("uploading", () => uploadImport(eventId, chosen, file), setAnswer);
  }

  const runChecked = (step: "checking" | "applying", apply: boolean, chosen = encoding) => {
    if (!answer) return;
    const options = { apply, mapping, ...(chosen ? { encoding: chosen } : {}) };
    void run(step, () => runImport(eventId, answer.importId, options), setAnswer);
  };

  return {
    kind,
    setKind,
    answer,
    mapping,
    setMapping,
    fileError,
    busy,
    error,
    progress,
    check,
    checkAgain: () => runChecked("checking", false),
    /** Checks the file again, read with `chosen`; the apply that follows reads it the same way. */
    checkWithEncoding: (chosen: ReadEncoding) => {
      setEncoding(chosen);
      runChecked("checking", false, chosen);
    },
    apply: () => runChecked("applying", true),
  };
}
