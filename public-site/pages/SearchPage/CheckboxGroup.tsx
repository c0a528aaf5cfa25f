interface CheckboxGroupProps<T extends string | number> {
  legend: string;
  options: readonly { value: T; label: string }[];
  selected: readonly T[] | undefined;
  onToggle(value: T): void;
  columns?: boolean;
}

export function CheckboxGroup<T extends string | number>({
  legend,
  options,
  selected,
  onToggle,
  columns,
}: CheckboxGroupProps<T>) {
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      <div className={columns ? 'filter-checks filter-checks--columns' : 'filter-checks'}>
        {options.map((option) => (
          <label key={String(option.value)} className="filter-check">
            <input
              type="checkbox"
              checked={selected?.includes(option.value) ?? false}
              onChange={() => onToggle(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface FlagProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

export function FlagCheckbox({ label, checked, onChange }: FlagProps) {
  return (
    <label className="filter-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
