import { useEffect, useId, useState } from 'react';

interface NumberFieldProps {
  label: string;
  value: number | undefined;
  min?: number;
  max?: number;
  onChange(value: number | undefined): void;
}

/** A number input that keeps what is being typed even while the filter it feeds drops it. */
export function NumberField({ label, value, min, max, onChange }: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => {
    setText((current) =>
      Number(current) === value || (current === '' && value === undefined)
        ? current
        : value === undefined
          ? ''
          : String(value),
    );
  }, [value]);
  return (
    <div className="filter-number">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = event.target.value === '' ? undefined : Number(event.target.value);
          onChange(parsed !== undefined && Number.isFinite(parsed) ? parsed : undefined);
        }}
      />
    </div>
  );
}
