import type { MetaDescriptor } from "react-router";

// A page for one signed-in user (/my/*, onboarding): no cache may keep it and
// no search engine may index it; its title comes from its loader.

export function privatePageHeaders(): HeadersInit {
  return { "Cache-Control": "private, no-store" };
}

export function privatePageMeta({ data }: { data?: { title: string } }): MetaDescriptor[] {
  return data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [];
}

/** An organizer console page: its title with the event's name, never indexed. */
export function organizerPageMeta({ data }: { data?: { title: string; event: { name: string } } }): MetaDescriptor[] {
  return data ? [{ title: `${data.title} · ${data.event.name}` }, { name: "robots", content: "noindex" }] : [];
}
