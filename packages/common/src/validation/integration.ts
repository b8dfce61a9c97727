import { z } from 'zod';
import { instantInput } from './dates.ts';

/** Personal API keys (Settings → Security): read-only keys call no mutation and no writing REST route. */
export const API_KEY_SCOPES = ['READ_ONLY', 'READ_WRITE'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Longest lifetime of one API-key JWT: `exp` at most this many seconds after `iat`. */
export const API_KEY_TOKEN_MAX_SECONDS = 300;

export const apiKeyInput = z.object({
  name: z.string().trim().min(1, 'REQUIRED').max(80),
  scope: z.enum(API_KEY_SCOPES),
  /** Optional expiry; must lie in the future (checked by the server against its clock). */
  expiresAt: instantInput.nullish(),
});
export type ApiKeyInput = z.infer<typeof apiKeyInput>;

/** What a webhook endpoint can subscribe to (Settings → Integrations). */
export const WEBHOOK_EVENTS = [
  'transaction.created',
  'transaction.refunded',
  'refill.recorded',
  'alert.opened',
  'alert.resolved',
  'kiosk.online',
  'kiosk.offline',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const webhookEndpointInput = z.object({
  url: z.string().trim().min(1, 'REQUIRED').max(2000),
  description: z.string().trim().max(200).optional(),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, 'REQUIRED').max(WEBHOOK_EVENTS.length),
  enabled: z.boolean().optional(),
  includeSubOrganizations: z.boolean().optional(),
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInput>;
