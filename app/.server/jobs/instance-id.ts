import { randomBytes } from "node:crypto";
import { hostname } from "node:os";

/** This process among the site's instances: the name its leases carry (a restarted process is another instance). */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
