/**
 * The key two list names are compared by: Unicode compatibility-normalized
 * and case-folded (upper then lower case, so "ß" and "SS", "Σ" and final "ς"
 * meet), the same on SQLite and PostgreSQL because it is computed here, not by
 * either database's lower().
 */
export function listNameKey(name: string): string {
  return name.trim().normalize("NFKC").toUpperCase().toLowerCase().normalize("NFC");
}
