import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../shared/messaging/messaging.ts';
import { useTranslation } from '../../app/useTranslation.ts';

/** The message box: Enter sends, Shift+Enter starts a new line (and so does Enter while composing). */
export function Composer({ onSend }: { onSend: (body: string) => void }) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const hintId = useId();

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const text = body.trim();
    if (!text) return;
    onSend(text);
    setBody('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form className="chat-composer" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={`${hintId}-body`}>
        {t('messenger:composerLabel')}
      </label>
      <textarea
        id={`${hintId}-body`}
        className="chat-composer__input"
        value={body}
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={t('messenger:composerPlaceholder')}
        aria-describedby={hintId}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button button--primary chat-composer__send" disabled={!body.trim()}>
        {t('messenger:send')}
      </button>
      <p id={hintId} className="chat-composer__hint">
        {t('messenger:composerHint')}
      </p>
    </form>
  );
}
