import express from "express";
import { auth } from "~/.server/auth/auth";
import { publicOidcProviders } from "~/.server/auth/oidc-providers";
import { currentUser } from "~/.server/auth/session";
import { db } from "~/.server/db";
import { workplacesOf } from "~/features/exhibitor-desk/desk-access.server";
import { isLocale } from "~/lib/locales";
import { jsonBodyReader } from "./read-json";
import { BODY_LIMIT } from "./request-limits";
import { originOf, sendResponse, toFetchRequest } from "./serve-page";

// better-auth under /api/auth/*, and /api/me: who is signed in, for the
// header and the sign-in dialog of pages that are cached for everyone.

export const authRouter = express.Router();

authRouter.get("/me", async (req, res, next) => {
  try {
    const user = await currentUser(toFetchRequest(req, originOf(req)));
    res.setHeader("Cache-Control", "private, no-store");
    res.json({
      user: user && {
        id: user.id,
        email: user.email,
        name: user.name,
        emailVerified: user.emailVerified,
        image: user.image,
      },
      workplaces: user ? await workplacesOf(db(), user.id) : { desk: [], reports: [] },
      providers: publicOidcProviders(),
    });
  } catch (error) {
    next(error);
  }
});

// A JSON body is read here first, so better-auth gets only what holds the text rule (server/read-json.ts).
authRouter.all("/auth/{*rest}", jsonBodyReader(BODY_LIMIT), async (req, res, next) => {
  try {
    const response = await auth().handler(toFetchRequest(req, originOf(req), res));
    res.setHeader("Cache-Control", "private, no-store");
    await sendResponse(res, response);
  } catch (error) {
    next(error);
  }
});

// Starts signing in with an identity provider in the popup (or, when popups
// are blocked, in the window itself with `return`): better-auth makes the
// authorization URL and its state cookie, we redirect there. The provider
// comes back to better-auth's callback, which goes on to /{locale}/sign-in/done.
authRouter.get("/auth-popup/:providerId", async (req, res, next) => {
  try {
    const locale = isLocale(req.query.locale) ? req.query.locale : "en";
    const back =
      typeof req.query.return === "string" && req.query.return.startsWith("/") && !req.query.return.startsWith("//")
        ? req.query.return
        : null;
    const done = back ?? `/${locale}/sign-in/done`;
    const failed = back
      ? `/${locale}/sign-in?failed=1&next=${encodeURIComponent(back)}`
      : `/${locale}/sign-in/done?failed=1`;
    const origin = originOf(req);
    const incoming = toFetchRequest(req, origin);
    const headers = new Headers({ "content-type": "application/json", origin });
    for (const name of ["cookie", "user-agent", "x-uncork-client-ip"]) {
      const value = incoming.headers.get(name);
      if (value) headers.set(name, value);
    }
    const response = await auth().handler(
      new Request(`${origin}/api/auth/sign-in/social`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          provider: req.params.providerId,
          callbackURL: done,
          errorCallbackURL: failed,
          disableRedirect: true,
        }),
      }),
    );
    const body = (await response.json().catch(() => null)) as { url?: string } | null;
    res.setHeader("Cache-Control", "private, no-store");
    if (!response.ok || !body?.url) {
      res.redirect(303, failed);
      return;
    }
    for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
    res.redirect(302, body.url);
  } catch (error) {
    next(error);
  }
});
