import { randomBytes } from "node:crypto";
import { hostname } from "node:os";

/**
 * This process among the site's instances, readable for the operator (host,
 * pid): the name its job leases, its live streams and its bus messages carry
 * (a restarted process is another instance).
 */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
