import type { NotificationPreferences, PhoneGroup, ProviderId } from '../validation/auth.ts';

/** `GET /api/v6/account/profile`: what the account's profile page shows and edits. */
export interface AccountProfile {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneGroup: PhoneGroup | null;
  phoneVerified: boolean;
  languageCode: string;
  currencyCode: string;
  notifications: NotificationPreferences;
  /** False for accounts created with a social sign-in: they set no password and delete without one. */
  hasPassword: boolean;
  providers: ProviderId[];
}

/** `GET /api/v6/account/is-owner`. */
export interface OwnerStatus {
  isOwner: boolean;
  isSuperOwner: boolean;
  ownerType: 'private' | 'professional' | null;
}
