import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useTranslation } from '../../app/useTranslation.ts';

/** The identity a test provider would give: typed by the person, with or without the e-mail. */
interface TypedIdentity {
  email: string;
  emailShared: boolean;
  firstName: string;
  lastName: string;
}

/** The sandbox token the server's sandbox provider reads (src/providers/identity/sandbox.ts). */
function sandboxToken(identity: TypedIdentity) {
  const claims = {
    subject: `sandbox:${identity.email}`,
    email: identity.emailShared ? identity.email : null,
    firstName: identity.firstName,
    lastName: identity.lastName,
  };
  const bytes = new TextEncoder().encode(JSON.stringify(claims));
  const base64 = btoa(String.fromCharCode(...bytes));
  return `sandbox.${base64.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')}`;
}

/** Where the embedded CAB issuer signs ID tokens (src/modules/dev/cabRoutes.ts), outside production. */
const DEMO_CAB_ID_TOKEN_PATH = '/api/dev/cab/id-token';

/**
 * The embedded social sign-in (DESIGN.md "Providers"), labelled as a test provider: a person types
 * the identity the provider would give, with or without sharing the e-mail.
 */
export function SandboxSignIn({ onToken, disabled }: { onToken(token: string): void; disabled: boolean }) {
  return (
    <TestIdentitySignIn
      words="sandbox"
      disabled={disabled}
      onIdentity={(identity) => onToken(sandboxToken(identity))}
    />
  );
}

/**
 * The CAB sign-in (SPEC section 3's providers) through the embedded CAB issuer that stands in for
 * CAB outside production: the identity typed here becomes the issuer's OpenID Connect ID token,
 * which the server checks as it checks CAB's own.
 */
export function CabSignIn({ onToken, disabled }: { onToken(token: string): void; disabled: boolean }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const signIn = async (identity: TypedIdentity) => {
    setFailed(false);
    try {
      const { idToken } = await readJson<{ idToken: string }>(
        await browserApi(DEMO_CAB_ID_TOKEN_PATH, {
          method: 'POST',
          body: {
            subject: `cab:${identity.email}`,
            email: identity.emailShared ? identity.email : null,
            firstName: identity.firstName || null,
            lastName: identity.lastName || null,
          },
        }),
      );
      onToken(idToken);
    } catch {
      setFailed(true);
    }
  };
  return (
    <TestIdentitySignIn words="cab" disabled={disabled} onIdentity={signIn}>
      {failed && (
        <p className="field__error" role="alert">
          {t('auth:cab.unavailable')}
        </p>
      )}
    </TestIdentitySignIn>
  );
}

/** A provider's button, opening the form where a person types the identity it would give. */
function TestIdentitySignIn({
  words,
  onIdentity,
  disabled,
  children,
}: {
  words: 'sandbox' | 'cab';
  onIdentity(identity: TypedIdentity): void;
  disabled: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [shareEmail, setShareEmail] = useState(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [firstName = '', ...rest] = name.trim().split(/\s+/);
    onIdentity({
      email: email.trim().toLowerCase(),
      emailShared: shareEmail,
      firstName,
      lastName: rest.join(' '),
    });
  };
  return (
    <div className="sandbox-sign-in" data-provider={words}>
      <button
        type="button"
        className="button button--ghost sandbox-sign-in__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <span className="sandbox-sign-in__badge">{t('auth:sandbox.badge')}</span> {t(`auth:${words}.button`)}
      </button>
      {open && (
        <form id={id} className="sandbox-sign-in__form" onSubmit={submit}>
          <p className="sandbox-sign-in__note">{t(`auth:${words}.note`)}</p>
          <label className="field__label" htmlFor={`${id}-email`}>
            {t('auth:sandbox.email')}
          </label>
          <input
            id={`${id}-email`}
            className="field__input"
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <label className="field__label" htmlFor={`${id}-name`}>
            {t('auth:sandbox.name')}
          </label>
          <input
            id={`${id}-name`}
            className="field__input"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <label className="sandbox-sign-in__check">
            <input
              type="checkbox"
              checked={shareEmail}
              onChange={(event) => setShareEmail(event.target.checked)}
            />{' '}
            {t('auth:sandbox.shareEmail')}
          </label>
          {children}
          <button type="submit" className="button button--primary" disabled={disabled}>
            {t(`auth:${words}.continue`)}
          </button>
        </form>
      )}
    </div>
  );
}
