import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { AccountProfile } from '../../../shared/auth/account.ts';
import type { ScreenLoaderContext, ScreenLoaderResult } from '../../app/screens.ts';
import { readJson } from '../../app/siteApi.ts';
import { usePageData } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/auth-funnel.css';
import '../../styles/account.css';
import { AccountShell } from '../../components/AccountShell/AccountShell.tsx';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { DetailsSection, NotificationsSection, PreferencesSection } from './ProfileSections.tsx';
import { PasswordSection, PhoneSection } from './SecuritySections.tsx';
import { WebPushSection } from './WebPushSection.tsx';

export function head(t: TFunction) {
  return { title: t('auth:account.profileTitle'), description: t('auth:account.profileDescription') };
}

/** Signed-out visitors go to the login page and come back here after signing in. */
export async function loader({ api, request, route }: ScreenLoaderContext): Promise<ScreenLoaderResult> {
  const response = await api('/api/v6/account/profile');
  if (response.status === 401) {
    const url = new URL(request.url);
    const next = encodeURIComponent(url.pathname + url.search);
    // The login page keeps the language prefix the visitor came with.
    const login = route.languageInPath ? `/${route.language}/login` : '/login';
    return { redirect: { location: `${login}?next=${next}`, status: 302 } };
  }
  return { data: await readJson<AccountProfile>(response) };
}

/** account/profile (and the account root): names, phone, password, language, currency, notifications (this browser's too), deletion. */
export default function AccountProfilePage() {
  const initial = usePageData<AccountProfile>();
  const [profile, setProfile] = useState(initial);
  const { t } = useTranslation();
  return (
    <AccountShell titleId="account-title">
      <div className="account-profile">
        <h2 className="visually-hidden">{t('auth:account.tabs.profile')}</h2>
        <DetailsSection profile={profile} onSaved={setProfile} />
        <PhoneSection profile={profile} onSaved={setProfile} />
        {profile.hasPassword && <PasswordSection />}
        <PreferencesSection profile={profile} onSaved={setProfile} />
        <NotificationsSection profile={profile} onSaved={setProfile} />
        <WebPushSection />
        <DeleteAccountSection hasPassword={profile.hasPassword} />
      </div>
    </AccountShell>
  );
}
