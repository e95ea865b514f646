import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/locales";
import { COMMON_MESSAGES, type Message } from "~/lib/messages";
import { TEXT_MESSAGES } from "~/lib/storable-text";
import { CLAIM_MESSAGES } from "./accounts/claim-rules";
import { PROFILE_IMAGE_ERRORS } from "./accounts/profile-image-rules";
import { REPORT_RANGE_MESSAGES } from "./analytics/report-range";
import { CHAT_MESSAGES } from "./chat/chat-rules";
import { CONTACT_MESSAGES } from "./contact/contact-rules";
import { CONTENT_MESSAGES } from "./content-pages/content-messages";
import { EVENT_MESSAGES } from "./events/event-messages";
import { DESK_MESSAGES, DESK_NOTICES } from "./exhibitor-desk/desk-messages";
import { FAVORITE_MESSAGES } from "./favorites/schemas";
import { MEETING_MESSAGES, SCHEDULE_NOTICES } from "./meetings/meeting-messages";
import {
  CHAT_REPORT_PAGE_MESSAGES,
  ORGANIZER_MESSAGES,
  PERSON_PAGE_MESSAGES,
  PRODUCT_PAGE_MESSAGES,
} from "./organizer/organizer-messages";
import { CART_MESSAGES } from "./samples/cart-rules";
import { SAMPLE_MESSAGES } from "./samples/sample-messages";
import { TASTING_NOTE_MESSAGES } from "./tasting-notes/schemas";

// Every refusal the application defines (app/lib/messages.ts) is a key that
// exists in all five languages, translated, and whose English is the API's
// English, so a page and the API say the same thing.

const ALL: Record<string, Record<string, Message>> = {
  COMMON_MESSAGES,
  CLAIM_MESSAGES,
  CHAT_MESSAGES,
  PROFILE_IMAGE_ERRORS,
  CONTACT_MESSAGES,
  CONTENT_MESSAGES,
  DESK_MESSAGES,
  FAVORITE_MESSAGES,
  MEETING_MESSAGES,
  CART_MESSAGES,
  SAMPLE_MESSAGES,
  TASTING_NOTE_MESSAGES,
  TEXT_MESSAGES,
  REPORT_RANGE_MESSAGES,
  EVENT_MESSAGES,
  ORGANIZER_MESSAGES,
  PRODUCT_PAGE_MESSAGES,
  PERSON_PAGE_MESSAGES,
  CHAT_REPORT_PAGE_MESSAGES,
  DESK_NOTICES,
  SCHEDULE_NOTICES,
};

/** Where the API's English was published before the page's wording changed: the API keeps its words. */
const API_WORDING = new Set(["my:errors.favoriteNotFound", "my:errors.listsDisabled"]);

const files = new Map<string, Record<string, unknown>>();
function lookup(locale: string, key: string): unknown {
  const [ns, path] = key.split(":");
  const file = `locales/${locale}/${ns}.json`;
  if (!files.has(file)) files.set(file, JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>);
  return path.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], files.get(file));
}

describe.each(Object.entries(ALL))("%s", (_name, messages) => {
  it.each(Object.values(messages).map((message) => [message.key, message]))(
    "%s is in every language",
    (_key, message) => {
      const english = lookup("en", message.key);
      if (API_WORDING.has(message.key)) expect(typeof english).toBe("string");
      else expect(english).toBe(message.text);
      for (const locale of LOCALES.filter((l) => l !== "en")) {
        const translated = lookup(locale, message.key);
        expect(typeof translated, `${locale} ${message.key}`).toBe("string");
        expect(translated, `${locale} ${message.key}`).not.toBe(english);
      }
    },
  );
});
