import { randomBytes } from "node:crypto";
import { hostname } from "node:os";

/**
 * This process among the instances of a site: what it writes into shared
 * tables for itself (its live streams). Readable for the operator (host and
 * pid) and unique across restarts of the same pid.
 */
const id = `${hostname()}-${process.pid}-${randomBytes(3).toString("hex")}`;

export function instanceId(): string {
  return id;
}
