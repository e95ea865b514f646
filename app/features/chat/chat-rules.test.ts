import { describe, expect, it } from "vitest";
import { rep, visitor } from "../../../tests/support/people-privacy";
import { linkifyParts, messageText, pairOf, startRefusal, unreadCount } from "./chat-rules";

describe('who may start a conversation with whom, by default (docs/product/chat.md "Who may write to whom")', () => {
  it("lets visitors write to representatives and representatives to anyone, by default", () => {
    expect(startRefusal(visitor("a"), rep("r"), false)).toBeNull();
    expect(startRefusal(rep("r"), visitor("a"), false)).toBeNull();
    expect(startRefusal(rep("r"), rep("s"), false)).toBeNull();
  });
  it("hides visitors from visitors: not found, as if absent", () => {
    expect(startRefusal(visitor("a"), visitor("b"), false)).toBe("personNotFound");
    expect(startRefusal(rep("r"), visitor("a", null, false), false)).toBe("personNotFound");
  });
  it("follows the recipient's acceptsChatsFrom, and refuses oneself and whoever blocked one", () => {
    expect(startRefusal(visitor("a"), rep("r", { acceptsChatsFrom: ["REPRESENTATIVE"] }), false)).toBe("notAccepted");
    expect(startRefusal(rep("s"), rep("r", { acceptsChatsFrom: ["REPRESENTATIVE"] }), false)).toBeNull();
    expect(startRefusal(rep("r"), rep("r"), false)).toBe("ownConversation");
    expect(startRefusal(visitor("a"), rep("r"), true)).toBe("blocked");
  });
});

describe("a message's text", () => {
  it("is trimmed with unified line ends, and nothing when empty", () => {
    expect(messageText("  Hi\r\nthere\r ")).toBe("Hi\nthere");
    expect(messageText(" \n\t ")).toBeNull();
  });
  it("splits into text and http(s) links only, punctuation after a link staying text", () => {
    expect(linkifyParts("See https://uncork.example/p?q=1, or http://a.example.")).toEqual([
      { text: "See " },
      { text: "https://uncork.example/p?q=1", href: "https://uncork.example/p?q=1" },
      { text: ", or " },
      { text: "http://a.example", href: "http://a.example" },
      { text: "." },
    ]);
    expect(linkifyParts('<a href="javascript:alert(1)">x</a> javascript:alert(1)')).toEqual([
      { text: '<a href="javascript:alert(1)">x</a> javascript:alert(1)' },
    ]);
    expect(linkifyParts("")).toEqual([]);
  });
});

describe("pairs and unread counts", () => {
  it("orders a pair the same from either side", () => {
    expect(pairOf("b", "a")).toEqual({ low: "a", high: "b" });
    expect(pairOf("a", "b")).toEqual({ low: "a", high: "b" });
  });
  it("counts what came after the read position, never below zero", () => {
    expect(unreadCount(7, 4)).toBe(3);
    expect(unreadCount(4, 7)).toBe(0);
  });
});
