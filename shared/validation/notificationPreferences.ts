/**
 * The notification switches of a profile (its notificationPreferences), apart from their zod schema
 * (shared/validation/auth.ts) so that the profile page lists them without loading zod.
 */
export const NOTIFICATION_PREFERENCES = [
  'bookingSms',
  'messageEmails',
  'newsletter',
  'pushNotifications',
] as const;
export type NotificationPreference = (typeof NOTIFICATION_PREFERENCES)[number];
