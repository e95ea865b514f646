import { type APIRequestContext, expect } from "@playwright/test";
import { ADMIN_TOKEN } from "../../../playwright.config";

// The catalogue write API (server/api-admin.ts), as an importer or the
// organizer's tools use it: bearer token, JSON changes.

export interface FieldChange {
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

export function adminHeaders(token: string = ADMIN_TOKEN): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

/** Changes a product's catalogue fields; returns the changes the server made. */
export async function patchProduct(
  request: APIRequestContext,
  productId: string,
  changes: Record<string, unknown>,
): Promise<FieldChange[]> {
  const response = await request.patch(`/api/admin/products/${productId}`, { headers: adminHeaders(), data: changes });
  expect(response.status(), `PATCH /api/admin/products/${productId}: ${await response.text()}`).toBe(200);
  const body = (await response.json()) as { changes: FieldChange[] };
  return body.changes;
}

export interface EventSettingsChanges {
  tastingNotesEnabled?: boolean;
  listsEnabled?: boolean;
  showDistributionDetails?: "inMarket" | "all" | "none";
  meetingBooking?: string;
}

/**
 * Switches an event's site settings (server/api-admin-events.ts); returns the
 * settings as stored. Journeys switch a non-primary event only and switch it
 * back afterwards, so parallel journeys on the primary event are undisturbed.
 */
export async function patchEventSettings(
  request: APIRequestContext,
  eventId: string,
  settings: EventSettingsChanges,
): Promise<Record<string, unknown>> {
  const response = await request.patch(`/api/admin/events/${encodeURIComponent(eventId)}/settings`, {
    headers: adminHeaders(),
    data: settings,
  });
  expect(response.status(), `PATCH /api/admin/events/${eventId}/settings: ${await response.text()}`).toBe(200);
  const body = (await response.json()) as { settings: Record<string, unknown> };
  return body.settings;
}
