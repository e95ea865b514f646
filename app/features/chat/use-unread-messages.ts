import { useEffect, useState } from "react";
import { subscribeLive } from "~/features/live/live-client";

// The header's count of unread chat messages at an event (docs/product/chat.md
// "Pages"): read when the page opens and again whenever the user's live
// stream says a conversation changed (a message came, one was read in
// another tab). Only signed-in users' headers load this.

export function useUnreadMessages(collectionId: string | null, uid: string | null): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!collectionId || !uid) return;
    let live = true;
    const read = () => {
      fetch(`/api/collections/${encodeURIComponent(collectionId)}/conversations/unread`, {
        credentials: "same-origin",
        headers: { Accept: "application/json" },
      })
        .then((response) => (response.ok ? (response.json() as Promise<{ unreadTotal?: number }>) : null))
        .then((body) => {
          if (live && body) setCount(body.unreadTotal ?? 0);
        })
        .catch(() => {
          // The count is a hint: the messages page has the truth.
        });
    };
    const stop = subscribeLive(collectionId, uid, {
      onChange: (change) => {
        if (change.resource === "chat") read();
      },
      onResync: read,
    });
    return () => {
      live = false;
      stop();
    };
  }, [collectionId, uid]);
  return count;
}
