import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { db } from "~/.server/db";
import { notFound, pageRefusal } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { refusedInput, runPageAction } from "~/.server/page-action";
import { ALERT, DANGER_BUTTON, NOTICE, PRIMARY_BUTTON, SECONDARY_BUTTON } from "~/components/ui/styles";
import {
  blockInConversation,
  reportConversation,
  unblockInConversation,
} from "~/features/chat/blocks-and-reports.server";
import { loadChatPage } from "~/features/chat/chat-page.server";
import { MAX_MESSAGE_LENGTH, MAX_REASON_LENGTH } from "~/features/chat/chat-rules";
import { MessageText } from "~/features/chat/components/message-text";
import { getConversation } from "~/features/chat/conversations.server";
import { listMessages, markRead, sendMessage } from "~/features/chat/messages.server";
import { MyNav } from "~/features/my-pages/components/my-nav";
import { useKeptActionData } from "~/features/my-pages/use-kept-action-data";
import { useLiveRevalidation } from "~/features/my-pages/use-live-revalidation";
import { formatDateTimeInZone } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { COMMON_MESSAGES } from "~/lib/messages";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/conversation";

// /{locale}/my/messages/{conversationId}: one conversation (docs/product/chat.md),
// its latest 50 messages (older ones a page back at a time), a field to write
// the next one, block and report. Kept current live: the other's message
// shows within a second. Opening the page (and each live reading while it is
// open) marks what it shows as read. Another person's conversation is the 404 page.

const LIVE_RESOURCES = ["chat"] as const;
const idSchema = z.string().trim().min(1).max(64);
const querySchema = z.object({ before: z.coerce.number().int().positive().optional().catch(undefined) });

async function conversationOf(args: Route.LoaderArgs | Route.ActionArgs) {
  const page = await loadChatPage(args);
  const id = idSchema.safeParse(args.params.conversationId);
  if (!id.success) notFound();
  const conversation = await getConversation(db(), page.me, id.data).catch(pageRefusal);
  return { page, conversation };
}

export async function loader(args: Route.LoaderArgs) {
  const { page, conversation } = await conversationOf(args);
  const { before } = querySchema.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  if (!before && conversation.unread > 0)
    await markRead(db(), page.me, { conversationId: conversation.id, seq: conversation.lastSeq });
  const history = await listMessages(db(), page.me, { conversationId: conversation.id, before });
  const t = serverT(page.locale);
  return {
    locale: page.locale,
    query: page.query,
    live: page.live,
    timeZone: page.event.timezone,
    conversation: { id: conversation.id, with: conversation.with, blockedByMe: conversation.blockedByMe },
    messages: history.messages,
    next: history.next,
    paged: before !== undefined,
    title: `${t("chat:conversation.title", { name: conversation.with.name })} · ${t("meta.siteName")}`,
  };
}

type Intent = "send" | "block" | "unblock" | "report";
type ActionResult = { intent: Intent; ok: true } | { intent: Intent; ok: false; error: string; body?: string };

const formSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("send"),
    body: z.string().max(MAX_MESSAGE_LENGTH * 2),
    clientId: z.string().max(64).optional(),
  }),
  z.object({ intent: z.literal("block") }),
  z.object({ intent: z.literal("unblock") }),
  z.object({
    intent: z.literal("report"),
    reason: z
      .string()
      .max(MAX_REASON_LENGTH * 2)
      .default(""),
  }),
]);

export async function action(args: Route.ActionArgs) {
  const { page, conversation } = await conversationOf(args);
  const form = formSchema.safeParse(Object.fromEntries(await args.request.formData()));
  if (!form.success)
    return refusedInput(
      form.error,
      (): ActionResult => ({ intent: "send", ok: false, error: COMMON_MESSAGES.invalid.key }),
    );
  const input = form.data;
  const target = { conversationId: conversation.id };
  return runPageAction(
    async () => {
      if (input.intent === "send")
        await sendMessage(db(), page.me, {
          ...target,
          body: input.body,
          clientId: input.clientId || null,
          locale: page.locale,
        });
      else if (input.intent === "block") await blockInConversation(db(), page.me, target);
      else if (input.intent === "unblock") await unblockInConversation(db(), page.me, target);
      else await reportConversation(db(), page.me, { ...target, reason: input.reason });
      return data<ActionResult>({ intent: input.intent, ok: true });
    },
    (refused): ActionResult => ({
      intent: input.intent,
      ok: false,
      error: refused.messageKey,
      ...(input.intent === "send" ? { body: input.body } : {}),
    }),
    { refusedPage: [401, 404] },
  );
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function Conversation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("chat");
  const { locale, query, live, timeZone, conversation, messages, next, paged } = loaderData;
  useLiveRevalidation(live, LIVE_RESOURCES);
  const result = useKeptActionData(actionData);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "send";
  const sendError = result && !result.ok && result.intent === "send" ? result : null;
  const otherResult = result && result.intent !== "send" ? result : null;
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (sendError) field.current?.focus();
  }, [sendError]);
  // The message being written has an id of its own, made in the browser: sending it twice (a double
  // click, a retry) is one message. A sent message empties the field and the next one gets a new id;
  // nothing else touches the field, so a message arriving meanwhile never wipes what is being typed.
  const [clientId, setClientId] = useState("");
  useEffect(() => setClientId(crypto.randomUUID()), []);
  useEffect(() => {
    if (actionData?.intent !== "send" || !actionData.ok) return;
    if (field.current) field.current.value = "";
    setClientId(crypto.randomUUID());
  }, [actionData]);
  const latest = useRef<HTMLLIElement>(null);
  const lastSeq = messages.at(-1)?.seq ?? 0;
  useEffect(() => {
    if (!paged && lastSeq) latest.current?.scrollIntoView({ block: "nearest" });
  }, [paged, lastSeq]);
  const olderHref = () => {
    const params = new URLSearchParams(query);
    if (next) params.set("before", String(next));
    return `?${params}`;
  };
  const who = conversation.with;
  return (
    <article aria-labelledby="page-title" className="max-w-3xl">
      <MyNav locale={locale} query={query} />
      <p className="text-muted">
        <Link to={`/${locale}/my/messages${query}`}>{t("conversation.back")}</Link>
      </p>
      <header className="mb-4">
        <h1 id="page-title" className="text-2xl font-bold">
          {t("conversation.title", { name: who.name })}
        </h1>
        {who.company ? <p className="text-muted">{who.company}</p> : null}
      </header>
      {next ? (
        <p className="mb-3">
          <Link to={olderHref()} className="underline">
            {t("conversation.older")}
          </Link>
        </p>
      ) : null}
      {messages.length === 0 ? (
        <p className="text-muted">{t("conversation.empty")}</p>
      ) : (
        <ol aria-label={t("conversation.messages")} className="grid gap-3" aria-live="polite">
          {messages.map((message, i) => (
            <li
              key={message.id}
              ref={i === messages.length - 1 ? latest : undefined}
              className={`max-w-[85%] rounded-lg px-4 py-2 ${message.mine ? "ml-auto bg-wash" : "border border-line"}`}
            >
              <p className="text-xs text-muted">
                <span className="font-semibold">{message.mine ? t("conversation.you") : who.name}</span>
                {" · "}
                <time dateTime={message.sentAt}>{formatDateTimeInZone(locale, message.sentAt, timeZone)}</time>
              </p>
              <MessageText body={message.body} />
            </li>
          ))}
        </ol>
      )}
      {paged ? (
        <p className="mt-3">
          <Link to={`?${new URLSearchParams(query)}`} className="underline">
            {t("conversation.latest")}
          </Link>
        </p>
      ) : null}
      <Form method="post" className="mt-6 grid gap-2" noValidate>
        <input type="hidden" name="intent" value="send" />
        <input type="hidden" name="clientId" value={clientId} />
        <label htmlFor="message-body" className="font-semibold">
          {t("conversation.field")}
        </label>
        <textarea
          ref={field}
          id="message-body"
          name="body"
          rows={3}
          maxLength={MAX_MESSAGE_LENGTH}
          defaultValue={sendError?.body ?? ""}
          aria-invalid={sendError ? true : undefined}
          aria-describedby={sendError ? "message-body-error" : undefined}
          className="block w-full rounded-md border border-line bg-paper px-3 py-2 aria-invalid:border-danger"
        />
        {sendError ? (
          <p id="message-body-error" role="alert" className="text-sm font-medium text-danger">
            {t(sendError.error)}
          </p>
        ) : null}
        <p>
          <button type="submit" className={PRIMARY_BUTTON} disabled={sending}>
            {sending ? t("conversation.sending") : t("conversation.send")}
          </button>
        </p>
      </Form>
      <section aria-labelledby="safety-title" className="mt-10 grid gap-3 border-t border-line pt-4">
        <h2 id="safety-title" className="text-lg font-semibold">
          {t("conversation.safety")}
        </h2>
        {otherResult ? (
          <p role="status" data-answer="" className={otherResult.ok ? NOTICE : ALERT}>
            {otherResult.ok ? t(`conversation.done.${otherResult.intent}`, { name: who.name }) : t(otherResult.error)}
          </p>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value={conversation.blockedByMe ? "unblock" : "block"} />
          <p className="mb-2 text-sm text-muted">
            {conversation.blockedByMe
              ? t("conversation.blockedHint", { name: who.name })
              : t("conversation.blockHint", { name: who.name })}
          </p>
          <button type="submit" className={conversation.blockedByMe ? SECONDARY_BUTTON : DANGER_BUTTON}>
            {conversation.blockedByMe
              ? t("conversation.unblock", { name: who.name })
              : t("conversation.block", { name: who.name })}
          </button>
        </Form>
        <details>
          <summary className="cursor-pointer font-medium">{t("conversation.report")}</summary>
          <Form method="post" className="mt-2 grid gap-2">
            <input type="hidden" name="intent" value="report" />
            <label htmlFor="report-reason" className="text-sm font-semibold">
              {t("conversation.reason")}
            </label>
            <textarea
              id="report-reason"
              name="reason"
              rows={3}
              maxLength={MAX_REASON_LENGTH}
              className="block w-full rounded-md border border-line bg-paper px-3 py-2"
            />
            <p>
              <button type="submit" className={SECONDARY_BUTTON}>
                {t("conversation.sendReport")}
              </button>
            </p>
          </Form>
        </details>
      </section>
    </article>
  );
}
