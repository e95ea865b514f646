import { z } from "zod";
import { COMMON_MESSAGES } from "./messages";

// A device's own id for one write, made where the write is made, perhaps
// offline (docs/offline-writes.md): letters, digits, "-" and "_" (a UUID fits).
// The server applies a write with an id once, however often it arrives.

export const writeIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, COMMON_MESSAGES.invalid.key);
