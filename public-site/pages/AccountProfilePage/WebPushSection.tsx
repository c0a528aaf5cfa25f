import { useEffect, useState } from 'react';
import { useTranslation } from '../../app/useTranslation.ts';
import type { BrowserPushState } from './browserPush.ts';
import { SectionStatus } from './ProfileSections.tsx';

type Shown = BrowserPushState | 'checking' | 'pending';

/** The browser code comes with a visit to this page, after the first render (first-load budget). */
const browserPush = () => import('./browserPush.ts');

/** "Notifications on this browser": Web Push through the site's service worker (issue 20). */
export function WebPushSection() {
  const { t } = useTranslation();
  const [state, setState] = useState<Shown>('checking');
  const [publicKey, setPublicKey] = useState<string | null>(null);
  // While a change is under way the switch keeps showing where it was.
  const [wasOn, setWasOn] = useState(false);

  useEffect(() => {
    let live = true;
    browserPush()
      .then((push) => push.readBrowserPush())
      .then((read) => {
        if (!live) return;
        setPublicKey(read.publicKey);
        setState(read.state);
      })
      .catch(() => live && setState('unavailable'));
    return () => {
      live = false;
    };
  }, []);

  const on = state === 'on' || (state === 'pending' && wasOn);
  const usable =
    publicKey !== null && !['checking', 'pending', 'unsupported', 'unavailable', 'denied'].includes(state);

  async function toggle() {
    if (!publicKey) return;
    setWasOn(on);
    setState('pending');
    const push = await browserPush();
    setState(on ? await push.turnBrowserPushOff() : await push.turnBrowserPushOn(publicKey));
  }

  const tone =
    state === 'on' ? 'success' : ['denied', 'unreachable', 'failed'].includes(state) ? 'error' : 'idle';
  return (
    <section className="account-section" aria-labelledby="profile-web-push">
      <h3 id="profile-web-push">{t('webPush:title')}</h3>
      <p>{t('webPush:hint')}</p>
      <label className="account-section__choice">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          disabled={!usable}
          aria-describedby="profile-web-push-status"
          aria-busy={state === 'pending'}
          onChange={() => void toggle()}
        />
        {t('webPush:label')}
      </label>
      <div id="profile-web-push-status">
        <SectionStatus status={tone} message={t(`webPush:state.${state}`)} />
      </div>
    </section>
  );
}
