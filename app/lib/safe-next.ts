/** A path on this site to go to after signing in, or undefined: never send a signed-in user elsewhere. */
export function safeNext(value: string | null | undefined): string | undefined {
  return value?.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : undefined;
}
