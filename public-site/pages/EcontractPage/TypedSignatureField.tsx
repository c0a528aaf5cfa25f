import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../app/useTranslation.ts';

/** Handwriting-like faces the phones have (Android's cursive is Dancing Script); no font is downloaded. */
const SCRIPT_FONT =
  '"Segoe Script", "Snell Roundhand", "Apple Chancery", "Brush Script MT", "URW Chancery L", "Dancing Script", cursive';
const WIDTH = 600;
const HEIGHT = 200;

/** The typed name drawn as the signature's PNG, the size of the pad's, fitted to the width. */
export function typedSignaturePng(canvas: HTMLCanvasElement, name: string): string {
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.clearRect(0, 0, WIDTH, HEIGHT);
  let size = 72;
  context.font = `italic ${size}px ${SCRIPT_FONT}`;
  const width = context.measureText(name).width;
  if (width > WIDTH - 40) size = Math.max(24, Math.floor((size * (WIDTH - 40)) / width));
  context.font = `italic ${size}px ${SCRIPT_FONT}`;
  context.fillStyle = '#111';
  context.textBaseline = 'middle';
  context.fillText(name, 20, HEIGHT / 2);
  return canvas.toDataURL('image/png');
}

/**
 * The keyboard alternative to the pad: the full name typed, shown as it will be signed, and a box
 * the person ticks to say it is their signature. Every change answers the name, the box and the PNG.
 */
export function TypedSignatureField({
  name,
  consent,
  onChange,
}: {
  name: string;
  consent: boolean;
  onChange(name: string, consent: boolean, png: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const trimmed = name.trim();

  // Chosen from the keyboard: the name field takes the focus, where the person goes on typing.
  useEffect(() => nameRef.current?.focus(), []);

  // Redrawn on each change of the name, so the preview is always what the contract receives.
  useEffect(() => {
    if (canvasRef.current && trimmed) typedSignaturePng(canvasRef.current, trimmed);
  }, [trimmed]);

  const change = (nextName: string, nextConsent: boolean) => {
    const canvas = canvasRef.current;
    const next = nextName.trim();
    onChange(nextName, nextConsent, canvas && next ? typedSignaturePng(canvas, next) : '');
  };

  return (
    <div className="econtract__typed" data-testid="econtract-typed-signature">
      <label htmlFor={`${id}-name`}>{t('econtractMore:typed.name')}</label>
      <input
        ref={nameRef}
        id={`${id}-name`}
        type="text"
        autoComplete="name"
        maxLength={120}
        value={name}
        aria-describedby={`${id}-help`}
        onChange={(event) => change(event.target.value, consent)}
      />
      <p id={`${id}-help`} className="econtract__hint">
        {t('econtractMore:typed.help')}
      </p>
      <canvas
        ref={canvasRef}
        className="econtract__typed-preview"
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={
          trimmed ? t('econtractMore:typed.preview', { name: trimmed }) : t('econtractMore:typed.empty')
        }
        hidden={!trimmed}
      />
      <label className="econtract__check">
        <input type="checkbox" checked={consent} onChange={(event) => change(name, event.target.checked)} />{' '}
        {t('econtractMore:typed.consent')}
      </label>
    </div>
  );
}
