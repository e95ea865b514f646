// A value that may be at hand or still to come (a field of the public API
// answers at once when its page preloaded what it needs, else through a
// batched read): mapped without a promise when it is at hand.

export type MaybePromise<T> = T | Promise<T>;

/** `f` of the value: at once when it is at hand, when it comes when it is a promise. */
export function mapMaybe<T, U>(value: MaybePromise<T>, f: (value: T) => U): MaybePromise<U> {
  return value instanceof Promise ? value.then(f) : f(value);
}
