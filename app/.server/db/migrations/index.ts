import type { Migration, MigrationProvider } from "kysely";
import * as catalogue from "./0001-catalogue";
import * as accounts from "./0002-accounts";
import * as myCatalogue from "./0003-my-catalogue";
import * as meetings from "./0004-meetings";
import * as listNameKeys from "./0005-list-name-keys";
import * as eventSources from "./0006-event-sources";
import * as organizerConsole from "./0007-organizer-console";
import * as contentPages from "./0008-content-pages";
import * as personInvitations from "./0009-person-invitations";
import * as analytics from "./0010-analytics";
import * as chat from "./0011-chat";
import * as chatDigestChoice from "./0012-chat-digest-choice";
import * as exhibitorDesk from "./0013-exhibitor-desk";
import * as reportIndexes from "./0014-report-indexes";
import * as favoriteVersions from "./0015-favorite-versions";
import * as busMessages from "./0016-bus-messages";
import * as jobs from "./0017-jobs";
import * as sharedCounters from "./0018-shared-counters";
import * as productCodes from "./0019-product-codes";
import * as leads from "./0020-leads";
import * as catalogueVersions from "./0021-catalogue-versions";
import * as offlineWrites from "./0022-offline-writes";
import * as analyticsRollups from "./0023-analytics-rollups";
import * as lookupsByProduct from "./0024-lookups-by-product";
import * as lookupsByExhibitor from "./0025-lookups-by-exhibitor";

// Listed in code rather than read from disk, so the bundled server carries them.
const migrations: Record<string, Migration> = {
  "0001-catalogue": catalogue,
  "0002-accounts": accounts,
  "0003-my-catalogue": myCatalogue,
  "0004-meetings": meetings,
  "0005-list-name-keys": listNameKeys,
  "0006-event-sources": eventSources,
  "0007-organizer-console": organizerConsole,
  "0008-content-pages": contentPages,
  "0009-person-invitations": personInvitations,
  "0010-analytics": analytics,
  "0011-chat": chat,
  "0012-chat-digest-choice": chatDigestChoice,
  "0013-exhibitor-desk": exhibitorDesk,
  "0014-report-indexes": reportIndexes,
  "0015-favorite-versions": favoriteVersions,
  "0016-bus-messages": busMessages,
  "0017-jobs": jobs,
  "0018-shared-counters": sharedCounters,
  "0019-product-codes": productCodes,
  "0020-leads": leads,
  "0021-catalogue-versions": catalogueVersions,
  "0022-offline-writes": offlineWrites,
  "0023-analytics-rollups": analyticsRollups,
  "0024-lookups-by-product": lookupsByProduct,
  "0025-lookups-by-exhibitor": lookupsByExhibitor,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
