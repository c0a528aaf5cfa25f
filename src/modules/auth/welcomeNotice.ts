import { storedNotice } from '../notifications/service.ts';

/** The e-mail a new account gets, in its language (`{firstName}`, `{siteUrl}`). */
export const welcomeTexts = storedNotice('auth.welcome');
