import { useEffect, useRef } from 'react';
import type SignaturePad from 'signature_pad';
import type { PointGroup } from 'signature_pad';

/**
 * A signature pad (signature_pad, loaded when the field shows so it stays out of the first load).
 * The strokes are kept with toData(): when the phone turns or the page resizes, the canvas is sized
 * again and the strokes redrawn with fromData(), so the signature is never lost.
 */
export function SignatureField({
  label,
  clearLabel,
  strokes,
  onChange,
}: {
  label: string;
  clearLabel: string;
  strokes: PointGroup[];
  onChange(strokes: PointGroup[], png: string): void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const strokesRef = useRef(strokes);
  strokesRef.current = strokes;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let cancelled = false;
    const canvas = canvasRef.current;
    if (!canvas) return;
    const resize = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      padRef.current?.fromData(strokesRef.current);
    };
    void import('signature_pad').then(({ default: Pad }) => {
      if (cancelled) return;
      const pad = new Pad(canvas, { penColor: '#111', backgroundColor: 'rgba(255,255,255,0)' });
      padRef.current = pad;
      // Tells a person's tools (and the browser tests) the pad now takes strokes.
      canvas.dataset.ready = 'true';
      resize();
      pad.addEventListener('endStroke', () => onChangeRef.current(pad.toData(), pad.toDataURL('image/png')));
    });
    window.addEventListener('resize', resize);
    return () => {
      cancelled = true;
      window.removeEventListener('resize', resize);
      padRef.current?.off();
    };
  }, []);

  return (
    <div className="econtract__signature">
      <canvas ref={canvasRef} aria-label={label} role="img" data-testid="econtract-signature-pad" />
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          padRef.current?.clear();
          onChange([], '');
        }}
      >
        {clearLabel}
      </button>
    </div>
  );
}
