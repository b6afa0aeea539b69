import * as z from 'zod/mini';
import { MEALS } from '../menu/meals';
import { MAX_WATCH_WORD_LENGTH, MAX_WATCH_WORDS } from './push-limits';

/**
 * Menu alerts by Web Push (issue 30): what the app sends the server about a student's subscription, and what the
 * server's alerts carry to the service worker. One contract for both sides.
 */

/** `GET /api/push/key`: the server's VAPID public key (base64url), which the browser's subscription is bound to. */
export const PushKeySchema = z.object({ publicKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{80,100}$/)) });

const base64url = (min: number, max: number) =>
  z.string().check(z.minLength(min), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+=*$/));

/**
 * A browser's `PushSubscription.toJSON()`: where the push service takes messages for it, and the keys they are
 * encrypted for. The endpoint's host is checked on the server too (a public one only: the server posts to it).
 */
export const PushSubscriptionSchema = z.object({
  endpoint: z.string().check(
    z.maxLength(2048),
    z.refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', {
      message: 'an https: URL',
    }),
  ),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>;

/** A time of day, "HH:mm", in Atlantic/Madeira time: the canteens' clock wherever the phone is. */
export const ClockTime = z.string().check(z.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/));

export const DigestSchema = z.object({
  /** The restaurant's stable id (`/api/restaurantes` `id`, a slug such as `cantina-penteada`). */
  restaurant: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(60)),
  meal: z.enum(MEALS),
  time: ClockTime,
});
export type Digest = z.infer<typeof DigestSchema>;

/** `PUT /api/push/subscriptions`: creates or replaces the subscription of this endpoint with these preferences. */
export const PushPreferencesSchema = z.object({
  subscription: PushSubscriptionSchema,
  lang: z.enum(['pt', 'en']),
  digest: z.array(DigestSchema).check(z.maxLength(24)),
  watch: z
    .array(z.string().check(z.trim(), z.minLength(3), z.maxLength(MAX_WATCH_WORD_LENGTH)))
    .check(z.maxLength(MAX_WATCH_WORDS)),
  housing: z.boolean(),
});
export type PushPreferences = z.infer<typeof PushPreferencesSchema>;

/** `DELETE /api/push/subscriptions`: forget this endpoint and everything kept with it. */
export const PushUnsubscribeSchema = z.object({ endpoint: z.string().check(z.maxLength(2048)) });

export const ALERT_KINDS = ['digest', 'watch', 'housing', 'test'] as const;

/**
 * What a push message carries to the service worker (encrypted on the way): the notification's words in the
 * student's language, the tag that groups a day's alerts, and the app page a tap opens.
 */
export const AlertPayloadSchema = z.object({
  kind: z.enum(ALERT_KINDS),
  title: z.string().check(z.maxLength(120)),
  body: z.string().check(z.maxLength(1000)),
  tag: z.string().check(z.maxLength(80)),
  /** A path of this app (`/alimentacao?dia=2026-12-02&refeicao=almoco`), never another origin. */
  url: z.string().check(z.regex(/^\/(?!\/)/), z.maxLength(300)),
});
export type AlertPayload = z.infer<typeof AlertPayloadSchema>;
