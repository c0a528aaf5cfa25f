import { type ChangeEvent, type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import type { Attachment } from '../../../shared/messaging/messaging.ts';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  ATTACHMENTS_PER_MESSAGE,
  MESSAGE_MAX_LENGTH,
} from '../../../shared/messaging/messagingPaths.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { uploadAttachment } from './attachmentUpload.ts';
import { PaperclipIcon } from './icons.tsx';

type UploadFailure = 'uploadFailed' | 'uploadFailedPdfEncrypted' | 'uploadFailedUnreadable';

/** What to tell the sender: the server's reason for a locked or damaged file, else what may be sent. */
function uploadFailure(error: unknown): UploadFailure {
  const reason = (error as { fields?: Record<string, string> }).fields?.file;
  if (reason === 'pdfEncrypted') return 'uploadFailedPdfEncrypted';
  if (reason === 'fileUnreadable') return 'uploadFailedUnreadable';
  return 'uploadFailed';
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line (and so does Enter while composing).
 * Pictures and PDFs are uploaded as soon as they are chosen and go with the next message.
 */
export function Composer({
  conversationHash,
  onSend,
}: {
  conversationHash: string;
  onSend: (body: string, attachments: Attachment[]) => void;
}) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(false);
  // The message key of the last failed upload: why, when the server said (a locked or damaged PDF).
  const [uploadError, setUploadError] = useState<UploadFailure | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const canSend = (body.trim().length > 0 || attachments.length > 0) && !uploading;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    onSend(body.trim(), attachments);
    setBody('');
    setAttachments([]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])].slice(0, ATTACHMENTS_PER_MESSAGE - attachments.length);
    event.target.value = '';
    setUploadError(null);
    setUploading(true);
    try {
      for (const file of chosen) {
        if (file.size > ATTACHMENT_MAX_BYTES) throw new Error('too large');
        const uploaded = await uploadAttachment(conversationHash, file);
        setAttachments((current) => [...current, uploaded]);
      }
    } catch (error) {
      setUploadError(uploadFailure(error));
    } finally {
      setUploading(false);
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
      <div className="chat-composer__actions">
        <button
          type="button"
          className="button button--ghost chat-composer__attach"
          onClick={() => fileInput.current?.click()}
          disabled={uploading || attachments.length >= ATTACHMENTS_PER_MESSAGE}
        >
          <PaperclipIcon />
          <span className="visually-hidden">{t('messenger:attach')}</span>
        </button>
        <input
          ref={fileInput}
          type="file"
          className="visually-hidden"
          accept={ATTACHMENT_TYPES.join(',')}
          multiple
          tabIndex={-1}
          aria-label={t('messenger:attach')}
          onChange={upload}
        />
        <button type="submit" className="button button--primary chat-composer__send" disabled={!canSend}>
          {t('messenger:send')}
        </button>
      </div>
      {(attachments.length > 0 || uploading) && (
        <ul className="chat-composer__files">
          {attachments.map((attachment) => (
            <li key={attachment.id}>
              {attachment.name}{' '}
              <button
                type="button"
                className="chat-message__retry"
                onClick={() => setAttachments((current) => current.filter((a) => a.id !== attachment.id))}
              >
                {t('messenger:remove', { name: attachment.name })}
              </button>
            </li>
          ))}
          {uploading && <li>{t('messenger:uploading')}</li>}
        </ul>
      )}
      {uploadError && (
        <p className="form-error chat-composer__hint" role="alert">
          {t(`messenger:${uploadError}`)}
        </p>
      )}
      <p id={hintId} className="chat-composer__hint">
        {t('messenger:composerHint')}
      </p>
    </form>
  );
}
