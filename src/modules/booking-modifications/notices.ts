import { storedNotice } from '../notifications/service.ts';

/**
 * The e-mails of a booking change. Values: {ref} booking reference, {boat}, {dates} "start – end",
 * {people}, {due} the owner's deadline (UTC), {reason} the owner's words (may be empty), {link}.
 */
export const modificationRequestedTexts = storedNotice('modifications.requested');

export const modificationAcceptedTexts = storedNotice('modifications.accepted');

export const modificationDeclinedTexts = storedNotice('modifications.declined');

export const modificationExpiredTexts = storedNotice('modifications.expired');
