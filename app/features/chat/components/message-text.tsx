import { linkifyParts } from "../chat-rules";

// A message as the reader sees it: its text as text (React escapes it), its
// web addresses as links that open outside the site without telling it who
// sent them. Nothing in a message is ever rendered as HTML.

export function MessageText({ body }: { body: string }) {
  return (
    <p className="whitespace-pre-wrap break-words">
      {linkifyParts(body).map((part, i) =>
        part.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <a key={i} href={part.href} rel="noopener noreferrer nofollow" target="_blank" className="underline">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
