import { data } from "react-router";
import type { ZodError } from "zod";
import type { Message } from "~/lib/messages";
import { notFound, pageRefusal, type Refusal, refusalOf } from "./errors";

// The one way a page action (a React Router `action`) turns a refusal into
// what the page shows (docs/CODE_STYLE.md "Errors"): an AppError (not
// "internal") or a failed schema becomes the page's own answer, built by the
// route from the refusal's message key, with the refusal's status; the write
// changed nothing. Anything else is rethrown, so it becomes the 500 page: a
// 500 is a bug. Routes never catch an AppError or spell a message key
// themselves (scripts/house/page-actions.test.ts).

type Answer<R> = ReturnType<typeof data<R>>;

export interface PageActionOptions {
  /** A 404 (the record is gone meanwhile) renders the 404 page, as the page itself now would. */
  notFoundPage?: boolean;
  /** Refusals with these statuses (of 401, 403, 404) render the access page in the refusal's words (pageRefusal). */
  refusedPage?: readonly number[];
}

/** A thrown refusal as the page's answer (see runPageAction); anything else is rethrown. */
export function refusedAnswer<R>(
  error: unknown,
  answer: (refusal: Refusal) => R,
  options: PageActionOptions = {},
): Answer<R> {
  const refusal = refusalOf(error);
  if (!refusal) throw error;
  if (options.refusedPage?.includes(refusal.status)) pageRefusal(error);
  if (options.notFoundPage && refusal.status === 404) notFound();
  return data(answer(refusal), { status: refusal.status });
}

/**
 * Runs a page action's write: what it returns is the answer; a refusal it
 * throws becomes `answer(refusal)` with the refusal's status.
 */
export async function runPageAction<T, R>(
  write: () => Promise<T>,
  answer: (refusal: Refusal) => R,
  options: PageActionOptions = {},
): Promise<T | Answer<R>> {
  try {
    return await write();
  } catch (error) {
    return refusedAnswer(error, answer, options);
  }
}

/** Input refused before any write (a failed schema, or a rule's message): a 400 with the page's answer. */
export function refusedInput<R>(reason: ZodError | Message, answer: (refusal: Refusal) => R): Answer<R> {
  const refusal: Refusal =
    "key" in reason
      ? { status: 400, code: "invalid", message: reason.text, messageKey: reason.key }
      : (refusalOf(reason) as Refusal);
  return data(answer(refusal), { status: 400 });
}
