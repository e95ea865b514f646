import * as RadixDialog from "@radix-ui/react-dialog";
import { type ReactNode, useRef } from "react";

// The site's modal dialog (Radix UI): an overlay, a centred box at most the
// theme's dialog width (880 px, docs/product/catalogue.md), its title as its
// one heading and accessible name, and a close button in the corner.

/** The box's widest: the theme's dialog width, or a short form's. */
const WIDTHS = { dialog: "max-w-dialog", narrow: "max-w-md" } as const;

/**
 * Opening puts the focus on the dialog itself, never on the close button:
 * its content moves the focus to its first field once it shows one. Closing
 * gives the focus back to `returnFocusTo` (the control that asked for the
 * dialog) while it is still on the page, else where Radix puts it.
 */
export function Dialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The close button's accessible name. */
  closeLabel: string;
  returnFocusTo?: HTMLElement;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <RadixDialog.Content
          ref={content}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!props.returnFocusTo?.isConnected) return;
            event.preventDefault();
            props.returnFocusTo.focus();
          }}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] ${WIDTHS[props.width ?? "dialog"]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-paper p-6 shadow-xl outline-none`}
        >
          <RadixDialog.Title className="mb-4 pr-8 text-xl font-semibold">{props.title}</RadixDialog.Title>
          {props.children}
          <RadixDialog.Close
            className="absolute right-3 top-3 rounded px-2 py-1 text-muted hover:bg-wash"
            aria-label={props.closeLabel}
          >
            <span aria-hidden="true">×</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
