// The password rule the sign-up and reset forms state in words: at least
// MIN_PASSWORD_LENGTH characters, and not guessable: not a common password,
// not built from the email address or name, not one character or a short
// pattern repeated. Shared by the forms (as you type) and the server (which
// decides).

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;

export type PasswordWeakness = "tooShort" | "tooLong" | "common" | "personal" | "repetitive";

// The most used passwords and keyboard runs that pass the length rule.
const COMMON = new Set([
  "1234567890",
  "12345678910",
  "0123456789",
  "1234554321",
  "1111111111",
  "0000000000",
  "1q2w3e4r5t",
  "qwertyuiop",
  "asdfghjkl;",
  "zxcvbnm,./",
  "password12",
  "password123",
  "password1234",
  "passw0rd12",
  "iloveyou12",
  "qwerty1234",
  "qwertz1234",
  "azerty1234",
  "abcdefghij",
  "abc1234567",
  "letmein123",
  "welcome123",
  "changeme12",
  "admin12345",
  "trustno1234",
  "football12",
  "baseball12",
  "sunshine12",
  "princess12",
  "dragon1234",
  "monkey1234",
  "superman12",
  "123qweasdzxc",
  "1qaz2wsx3edc",
  "qazwsxedcrfv",
  "passwort12",
  "motdepasse",
  "contrasena",
  "contraseña",
  "password",
  "wineandcheese",
  "uncork1234",
  "uncorkpassword",
]);

function normalized(value: string): string {
  return value.normalize("NFKC").toLowerCase();
}

/** A short unit repeated (aaaa…, abcabc…, 1212…). */
function isRepetitive(password: string): boolean {
  if (new Set(password).size < 4) return true;
  for (let unit = 1; unit <= 4; unit++) {
    const piece = password.slice(0, unit);
    if (piece.repeat(Math.ceil(password.length / unit)).startsWith(password)) return true;
  }
  return false;
}

/** Whether the password is built around the email's local part or the name (3+ characters). */
function isPersonal(password: string, context: { email?: string; name?: string }): boolean {
  const parts = [context.email?.split("@")[0], ...(context.name?.split(/\s+/) ?? [])]
    .map((part) => normalized(part ?? ""))
    .filter((part) => part.length >= 3);
  const lower = normalized(password);
  // Personal when the rest, with the personal part removed, is too short to carry strength.
  return parts.some((part) => lower.includes(part) && lower.replace(part, "").length < 6);
}

/** Why a password is too weak, or null when it is strong enough. */
export function passwordWeakness(
  password: string,
  context: { email?: string; name?: string } = {},
): PasswordWeakness | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return "tooShort";
  if (length > MAX_PASSWORD_LENGTH) return "tooLong";
  const lower = normalized(password);
  if (COMMON.has(lower) || COMMON.has(lower.replace(/[!.?#*]+$/, ""))) return "common";
  if (isRepetitive(lower)) return "repetitive";
  if (isPersonal(password, context)) return "personal";
  return null;
}
