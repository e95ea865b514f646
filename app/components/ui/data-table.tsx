import { type ReactNode, useEffect, useRef, useState } from "react";

// A table whose columns are data: each names its header and renders its cell
// from a row. The caption names the table for screen readers (a heading names
// it for the eye); every column header has scope="col", and a column may hold
// the rows' headers (scope="row"). A table wider than the screen scrolls
// sideways inside its own box, not the page; while it does, the box is a
// region named by the caption that the keyboard can focus, so it can be
// scrolled without a pointer.

export interface DataColumn<T> {
  header: string;
  /** React's key for the column; the header when there is none. */
  key?: string;
  cell: (row: T) => ReactNode;
  /** The column's cells are the rows' headers. */
  rowHeader?: boolean;
  /** Classes of the column's header cell, instead of the table's cell classes. */
  headerClassName?: string;
  /** Classes of the column's cells, instead of the table's cell classes. */
  cellClassName?: string | ((row: T) => string);
}

export interface DataTableProps<T> {
  caption: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  /** Classes of the box the table scrolls in (its place on the page). */
  className?: string;
  /** Classes added to the table's own full width and left alignment (its type size). */
  tableClassName?: string;
  /** Classes of every header and cell whose column does not set its own. */
  cellClassName?: string;
  headerRowClassName?: string;
  rowClassName?: string;
  /** Passed to the table element, for what reads the page by its data attributes. */
  [data: `data-${string}`]: string | undefined;
}

const LINE = "border-b border-line";

function classes(...names: (string | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  className,
  tableClassName,
  cellClassName = "py-2 pr-3",
  headerRowClassName = LINE,
  rowClassName = LINE,
  ...data
}: DataTableProps<T>) {
  const [box, scrolls] = useScrollsSideways();
  return (
    <div
      ref={box}
      className={classes("overflow-x-auto", className)}
      {...(scrolls ? { role: "region", "aria-label": caption, tabIndex: 0 } : {})}
    >
      <table className={classes("w-full text-left", tableClassName)} {...data}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className={headerRowClassName}>
            {columns.map((column) => (
              <th key={column.key ?? column.header} scope="col" className={column.headerClassName ?? cellClassName}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className={rowClassName}>
              {columns.map((column) => {
                const key = column.key ?? column.header;
                const own = column.cellClassName;
                const className = (typeof own === "function" ? own(row) : own) ?? cellClassName;
                return column.rowHeader ? (
                  <th key={key} scope="row" className={className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={key} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Whether the box is narrower than what it holds. Measured in the browser
 * only (the server's page and the first render agree: no scrolling), and
 * again whenever the box or its content changes size.
 */
function useScrollsSideways() {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [box, scrolls] as const;
}
