import { useState } from "react";
import { errorKeyOf } from "../organizer-data-client";

// One call to the organizer's data API at a time: which step is under way
// (the buttons wait), and the message key of the last refusal.

export function useApiCall<Step extends string>() {
  const [busy, setBusy] = useState<Step | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run<T>(step: Step, call: () => Promise<T>, done: (result: T) => void): Promise<void> {
    setBusy(step);
    setError(null);
    try {
      done(await call());
    } catch (e) {
      setError(errorKeyOf(e));
    } finally {
      setBusy(null);
    }
  }
  return { busy, error, run };
}
