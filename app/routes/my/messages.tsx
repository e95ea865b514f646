import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { db } from "~/.server/db";
import { serverT } from "~/.server/i18n";
import { refusedInput, runPageAction } from "~/.server/page-action";
import { ALERT, SECONDARY_BUTTON } from "~/components/ui/styles";
import { chatDigestChoice, setChatDigestChoice } from "~/features/chat/chat-digest.server";
import { loadChatPage } from "~/features/chat/chat-page.server";
import { listConversations, startConversation } from "~/features/chat/conversations.server";
import { MyNav } from "~/features/my-pages/components/my-nav";
import { useKeptActionData } from "~/features/my-pages/use-kept-action-data";
import { useLiveRevalidation } from "~/features/my-pages/use-live-revalidation";
import { formatDateTimeInZone } from "~/lib/format";
import { useTranslation } from "~/lib/i18n-react";
import { COMMON_MESSAGES } from "~/lib/messages";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/messages";

// /{locale}/my/messages: the person's conversations at the event, the most
// recent first, each with its last message and what is unread, kept current
// live. Its action starts (or opens) the conversation with a person: the
// "Send a message" button of a person's page posts here.

const LIVE_RESOURCES = ["chat"] as const;
const PREVIEW = 140;

export async function loader(args: Route.LoaderArgs) {
  const page = await loadChatPage(args);
  const [inbox, digest] = await Promise.all([listConversations(db(), page.me), chatDigestChoice(db(), page.me)]);
  const t = serverT(page.locale);
  return {
    locale: page.locale,
    query: page.query,
    live: page.live,
    timeZone: page.event.timezone,
    event: { name: page.event.name },
    ...inbox,
    digest,
    title: `${t("chat:inbox.title")} · ${t("meta.siteName")}`,
  };
}

const formSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start"), personId: z.string().trim().min(1).max(64) }),
  z.object({ intent: z.literal("digest"), digest: z.literal("on").optional() }),
]);

type ActionResult = { error: string } | { saved: true };

export async function action(args: Route.ActionArgs) {
  const page = await loadChatPage(args);
  const form = formSchema.safeParse(Object.fromEntries(await args.request.formData()));
  if (!form.success) return refusedInput(form.error, (): ActionResult => ({ error: COMMON_MESSAGES.invalid.key }));
  if (form.data.intent === "digest") {
    await setChatDigestChoice(db(), page.me, form.data.digest === "on");
    return data<ActionResult>({ saved: true });
  }
  const { personId } = form.data;
  return runPageAction(
    async () => {
      const { conversation } = await startConversation(db(), page.me, { personId });
      return redirect(`/${page.locale}/my/messages/${conversation.id}${page.query}`);
    },
    (refused): ActionResult => ({ error: refused.messageKey }),
    { refusedPage: [401] },
  );
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = privatePageMeta;

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("chat");
  const { locale, query, live, timeZone, event, conversations, unreadTotal, digest } = loaderData;
  useLiveRevalidation(live, LIVE_RESOURCES);
  const result = useKeptActionData(actionData);
  const refused = result && "error" in result ? result : null;
  return (
    <article aria-labelledby="page-title" className="max-w-3xl">
      <MyNav locale={locale} query={query} />
      <header className="mb-6">
        <h1 id="page-title" className="text-3xl font-bold">
          {t("inbox.title")}
        </h1>
        <p className="mt-1 text-muted">{t("inbox.intro", { event: event.name })}</p>
        <p className="mt-1" data-unread-total={unreadTotal}>
          {unreadTotal ? t("inbox.unreadTotal", { count: unreadTotal }) : t("inbox.allRead")}
        </p>
        <p className="mt-2">
          <Link to={`/${locale}/people${query}`} className="font-medium underline">
            {t("inbox.findPeople")}
          </Link>
        </p>
      </header>
      {refused ? (
        <p role="alert" className={`mb-4 ${ALERT}`}>
          {t(refused.error)}
        </p>
      ) : null}
      {conversations.length === 0 ? (
        <p className="text-muted">{t("inbox.empty")}</p>
      ) : (
        <ul className="grid gap-2">
          {conversations.map((conversation) => {
            const last = conversation.lastMessage;
            const preview = last ? (last.body.length > PREVIEW ? `${last.body.slice(0, PREVIEW)}…` : last.body) : "";
            return (
              <li key={conversation.id} className="rounded-lg border border-line p-4">
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link to={`/${locale}/my/messages/${conversation.id}${query}`} className="text-lg font-semibold">
                    {conversation.with.name}
                  </Link>
                  {conversation.unread ? (
                    <span className="rounded-full bg-primary px-2 text-sm font-semibold text-paper">
                      {t("inbox.unread", { count: conversation.unread })}
                    </span>
                  ) : null}
                </p>
                {conversation.with.company ? <p className="text-sm text-muted">{conversation.with.company}</p> : null}
                {last ? (
                  <p className="mt-1 break-words">
                    <span className="text-muted">{last.mine ? `${t("conversation.you")}: ` : ""}</span>
                    {preview}
                    {" · "}
                    <time dateTime={last.sentAt} className="text-sm text-muted">
                      {formatDateTimeInZone(locale, last.sentAt, timeZone)}
                    </time>
                  </p>
                ) : (
                  <p className="mt-1 text-muted">{t("inbox.noMessages")}</p>
                )}
                {conversation.blockedByMe ? <p className="text-sm text-muted">{t("inbox.blocked")}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
      <Form method="post" className="mt-10 grid gap-2 border-t border-line pt-4">
        <input type="hidden" name="intent" value="digest" />
        <p className="flex items-center gap-2">
          <input
            id="chat-digest"
            type="checkbox"
            name="digest"
            value="on"
            defaultChecked={digest}
            aria-describedby="chat-digest-hint"
          />
          <label htmlFor="chat-digest" className="font-medium">
            {t("choice.label")}
          </label>
        </p>
        <p id="chat-digest-hint" className="text-sm text-muted">
          {t("choice.hint")}
        </p>
        <p className="flex items-center gap-3">
          <button type="submit" className={SECONDARY_BUTTON}>
            {t("choice.save")}
          </button>
          <span role="status">{result && "saved" in result ? t("choice.saved") : ""}</span>
        </p>
      </Form>
    </article>
  );
}
