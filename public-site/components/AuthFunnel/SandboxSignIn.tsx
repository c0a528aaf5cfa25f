import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../app/useTranslation.ts';

/** The sandbox token the server's sandbox provider reads (src/providers/identity/sandbox.ts). */
function sandboxToken(identity: {
  subject: string;
  email: string | null;
  firstName: string;
  lastName: string;
}) {
  const bytes = new TextEncoder().encode(JSON.stringify(identity));
  const base64 = btoa(String.fromCharCode(...bytes));
  return `sandbox.${base64.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')}`;
}

/**
 * The embedded social sign-in (DESIGN.md "Providers"), labelled as a test provider: a person types
 * the identity the provider would give, with or without sharing the e-mail.
 */
export function SandboxSignIn({ onToken, disabled }: { onToken(token: string): void; disabled: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [shareEmail, setShareEmail] = useState(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [firstName = '', ...rest] = name.trim().split(/\s+/);
    const address = email.trim().toLowerCase();
    onToken(
      sandboxToken({
        subject: `sandbox:${address}`,
        email: shareEmail ? address : null,
        firstName,
        lastName: rest.join(' '),
      }),
    );
  };
  return (
    <div className="sandbox-sign-in">
      <p className="auth-funnel__or">{t('auth:or')}</p>
      <button
        type="button"
        className="button button--ghost sandbox-sign-in__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <span className="sandbox-sign-in__badge">{t('auth:sandbox.badge')}</span> {t('auth:sandbox.button')}
      </button>
      {open && (
        <form id={id} className="sandbox-sign-in__form" onSubmit={submit}>
          <p className="sandbox-sign-in__note">{t('auth:sandbox.note')}</p>
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
          <button type="submit" className="button button--primary" disabled={disabled}>
            {t('auth:sandbox.continue')}
          </button>
        </form>
      )}
    </div>
  );
}
