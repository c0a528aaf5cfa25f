import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import {
  FieldTitle,
  InputHelperText,
  type InputProps,
  useInput,
  useLocaleState,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { dayPattern, formatDay, parseDay } from './localeDate.ts';

type LocaleDateFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** A day `YYYY-MM-DD`, or '' when none. */
  value: string;
  onChange: (isoDay: string) => void;
  min?: string;
};

/**
 * A day typed in the console's language ("30/11/2026" in French), whatever the browser's language
 * picks for its own date inputs; the calendar button opens the browser's picker. Sends `YYYY-MM-DD`.
 */
export function LocaleDateField({
  value,
  onChange,
  min,
  error,
  helperText,
  slotProps,
  ...props
}: LocaleDateFieldProps) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const pattern = useMemo(() => dayPattern(locale), [locale]);
  const [text, setText] = useState(() => formatDay(value, pattern));
  const picker = useRef<HTMLInputElement>(null);
  // A value set from outside (the picker, a reset, another language) replaces what is typed.
  useEffect(() => {
    setText((typed) => (parseDay(typed, pattern) === (value || null) ? typed : formatDay(value, pattern)));
  }, [value, pattern]);
  const unreadable = text.trim() !== '' && parseDay(text, pattern) === null;
  const example = formatDay('2026-11-30', pattern);
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const day = parseDay(event.target.value, pattern);
        if (day !== null || event.target.value.trim() === '') onChange(day ?? '');
      }}
      placeholder={example}
      error={error || unreadable}
      helperText={unreadable ? translate('bosun.format.dayUnreadable', { example }) : helperText}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', lang: locale, autoComplete: 'off' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={translate('bosun.format.pickDay')}
                onClick={() => picker.current?.showPicker?.()}
              >
                <CalendarMonthIcon fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden="true"
                value={value}
                min={min}
                onChange={(event) => onChange(event.target.value)}
                style={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  width: 0,
                  height: 0,
                  opacity: 0,
                  border: 0,
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** react-admin's DateInput in the console's language (forms and list filters). */
export function DateInput(
  props: InputProps & { label?: ReactNode; helperText?: ReactNode; fullWidth?: boolean; className?: string },
) {
  const resource = useResourceContext(props);
  const { field, fieldState, isRequired } = useInput({ ...props, defaultValue: props.defaultValue ?? null });
  return (
    <LocaleDateField
      name={field.name}
      value={typeof field.value === 'string' ? field.value.slice(0, 10) : ''}
      onChange={(day) => field.onChange(day === '' ? null : day)}
      onBlur={field.onBlur}
      className={props.className}
      fullWidth={props.fullWidth}
      label={
        props.label === false ? undefined : (
          <FieldTitle
            label={props.label as string}
            source={props.source}
            resource={resource}
            isRequired={isRequired}
          />
        )
      }
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={props.helperText} />}
    />
  );
}
