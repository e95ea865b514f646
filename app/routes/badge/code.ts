import { redirect } from "react-router";
import type { Route } from "./+types/code";

// /b/{code}: the address a badge's QR code holds (docs/leads.md). Locale-less,
// so it sends on to the lead page in the reader's language (Accept-Language,
// as other locale-less addresses), which decides what the reader sees.

export function loader({ params, context }: Route.LoaderArgs) {
  const code = encodeURIComponent(params.code ?? "");
  return redirect(`/${context.preferredLocale}/my/lead/${code}`, {
    headers: { "Cache-Control": "private, no-store" },
  });
}
