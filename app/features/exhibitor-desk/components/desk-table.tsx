import type { ReactNode } from "react";

// A desk section's table: scrolls sideways on its own on a small screen, a
// caption for screen readers, one header row; the rows are the caller's.

export const DESK_CELL = "py-2 pr-3";

export function DeskTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: ReactNode[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            {headers.map((header, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the headers are fixed for a table
              <th key={index} scope="col" className={DESK_CELL}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
