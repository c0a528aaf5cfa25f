import { type FormEvent, useState } from 'react';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';

type Sending =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent' }
  | { state: 'failed'; field?: string };

/**
 * Writes a `contact_form` lead (POST /api/v6/leads): the sales and support team sees it in the back
 * office's leads and answers by e-mail. Without JavaScript the mailto link still reaches them.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const { language } = useSite();
  const [sending, setSending] = useState<Sending>({ state: 'idle' });

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending({ state: 'sending' });
    try {
      await readJson(
        await browserApi('/api/v6/leads', {
          method: 'POST',
          body: {
            source: 'contact_form',
            contactName: String(form.get('name') ?? '').trim() || undefined,
            contactEmail: String(form.get('email') ?? '').trim(),
            message: String(form.get('message') ?? '').trim(),
            languageCode: language,
          },
        }),
      );
      setSending({ state: 'sent' });
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields ?? {};
      setSending({ state: 'failed', field: Object.keys(fields)[0] });
    }
  }

  if (sending.state === 'sent') {
    return (
      <p className="site-page__notice" role="status">
        {t('sitePages:contact.sent')}
      </p>
    );
  }
  const emailInvalid = sending.state === 'failed' && sending.field === 'contactEmail';
  return (
    <form className="site-page__form" onSubmit={send} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('sitePages:contact.formTitle')}</h2>
      <label>
        {t('sitePages:contact.name')}
        <input name="name" autoComplete="name" maxLength={200} />
      </label>
      <label>
        {t('sitePages:contact.email')}
        <input
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={320}
          aria-invalid={emailInvalid || undefined}
          aria-describedby={emailInvalid ? 'contact-email-error' : undefined}
        />
      </label>
      {emailInvalid ? (
        <p id="contact-email-error" className="site-page__error">
          {t('sitePages:contact.emailInvalid')}
        </p>
      ) : null}
      <label>
        {t('sitePages:contact.message')}
        <textarea name="message" rows={6} required maxLength={5000} />
      </label>
      {sending.state === 'failed' && !emailInvalid ? (
        <p className="site-page__error" role="alert">
          {t('sitePages:contact.failed')}
        </p>
      ) : null}
      <button className="button button--primary" type="submit" disabled={sending.state === 'sending'}>
        {sending.state === 'sending' ? t('sitePages:contact.sending') : t('sitePages:contact.send')}
      </button>
      <p className="site-page__alternative">
        {t('sitePages:contact.orWrite')} <a href="mailto:help@bosun.test">help@bosun.test</a>
      </p>
    </form>
  );
}
