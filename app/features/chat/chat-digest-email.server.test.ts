import { describe, expect, it } from "vitest";
import { formatNumber } from "~/lib/format";
import { chatDigestText } from "./chat-digest-email.server";

// The digest's words in the recipient's language, with counts in the locale's plural and digits.

const conversations = [
  { name: "Carla Rossi", company: "Cantina Carla", unread: 1 },
  { name: "Ben", company: "", unread: 1_200 },
];

describe("the chat digest e-mail", () => {
  it("lists who wrote and how many messages wait, in German", () => {
    const { subject, text } = chatDigestText({
      locale: "de",
      eventName: "ProWein 2026",
      conversations,
      messagesUrl: "https://uncork.example/de/my/messages?event=e1",
    });
    expect(subject).toBe("1.201 ungelesene Nachrichten auf der ProWein 2026");
    expect(text).toContain("Personen der ProWein 2026 haben Ihnen geschrieben:");
    expect(text).toContain("- Carla Rossi (Cantina Carla): 1 ungelesene Nachricht");
    expect(text).toContain("- Ben: 1.200 ungelesene Nachrichten");
    expect(text).toContain("https://uncork.example/de/my/messages?event=e1");
    expect(text).toContain("höchstens einmal pro Stunde");
  });

  it("speaks English with one message, and French with many", () => {
    const one = chatDigestText({
      locale: "en",
      eventName: "Fair",
      conversations: [conversations[0]],
      messagesUrl: "u",
    });
    expect(one.subject).toBe("1 unread message at Fair");
    const many = chatDigestText({ locale: "fr", eventName: "Salon", conversations, messagesUrl: "u" });
    expect(many.subject).toBe(`${formatNumber("fr", 1_201)} messages non lus sur Salon`);
    expect(formatNumber("fr", 1_201)).not.toBe("1201");
  });
});
