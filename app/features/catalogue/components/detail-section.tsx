import type { ReactNode } from "react";

/** A titled part of a detail page: a landmark named by its own heading. */
export function DetailSection({
  id,
  title,
  children,
  className = "",
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`mt-8 ${className}`}>
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
