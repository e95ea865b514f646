/** "Name <address>" with the name quoted when it needs to be, for Reply-To. */
export function mailbox(name: string, email: string): string {
  const clean = name.replace(/[\r\n"\\]/g, " ").trim();
  return clean ? `"${clean}" <${email}>` : email;
}
