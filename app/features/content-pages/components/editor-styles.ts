// The editor's fields and their errors share one look.

export const EDITOR_ERROR = "mt-1 text-sm font-medium text-danger";
export const EDITOR_INPUT = "mt-1 block w-full rounded-md border border-line bg-paper px-3 py-2 font-mono text-sm";
