import express from "express";
import { AppError } from "~/.server/errors";
import { adminRouter } from "./api-admin";
import { analyticsApiRouter } from "./api-analytics";
import { authRouter } from "./api-auth";
import { calendarFeedRouter } from "./api-calendar-feed";
import { chatApiRouter } from "./api-chat";
import { contactApiRouter } from "./api-contact";
import { apiErrorHandler } from "./api-errors";
import { exportsApiRouter } from "./api-exports";
import { graphqlApiRouter } from "./api-graphql";
import { healthRouter } from "./api-health";
import { labelsApiRouter } from "./api-labels";
import { leadsApiRouter } from "./api-leads";
import { meetingsApiRouter } from "./api-meetings";
import { myCatalogueApiRouter } from "./api-my-catalogue";
import { offlineApiRouter } from "./api-offline";
import { organizerApiRouter } from "./api-organizer";
import { profilesApiRouter } from "./api-profiles";
import { samplesApiRouter } from "./api-samples";
import { searchApiRouter } from "./api-search";

// JSON APIs under /api. Handlers stay thin: parse, authorize, call a domain
// function, map the result; errors go through apiErrorHandler.

export const apiRouter = express.Router();

apiRouter.use(healthRouter);
apiRouter.use(analyticsApiRouter);
apiRouter.use(authRouter);
apiRouter.use(profilesApiRouter);
apiRouter.use("/exports", exportsApiRouter);
apiRouter.use(myCatalogueApiRouter);
apiRouter.use(samplesApiRouter);
apiRouter.use(contactApiRouter);
apiRouter.use(calendarFeedRouter);
apiRouter.use(meetingsApiRouter);
apiRouter.use(labelsApiRouter);
apiRouter.use(chatApiRouter);
apiRouter.use(leadsApiRouter);
apiRouter.use(offlineApiRouter);
apiRouter.use("/search", searchApiRouter);
apiRouter.use(graphqlApiRouter);
apiRouter.use("/organizer", organizerApiRouter);
apiRouter.use("/admin", adminRouter);
apiRouter.use(() => {
  throw new AppError("not_found");
});
apiRouter.use(apiErrorHandler);
