import { useEffect, useId, useRef, useState } from 'react';
import type { ListingHarbour } from '../../../shared/owners/editor.ts';
import { listingEditorPaths } from '../../../shared/owners/editorSteps.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useTranslation } from '../../app/useTranslation.ts';

/** A combobox over the existing harbours (as the search's place box), debounced, the older request aborted. */
export function HarbourAutocomplete({
  initial,
  onHarbour,
  error,
}: {
  initial: string;
  onHarbour(harbour: ListingHarbour): void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initial);
  const [harbours, setHarbours] = useState<ListingHarbour[] | null>(null);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);

  useEffect(() => {
    if (!typed.current || text.trim().length < 2) {
      setHarbours(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const query = new URLSearchParams({ input: text.trim() });
        const body = await readJson<{ harbours: ListingHarbour[] }>(
          await browserApi(`${listingEditorPaths.harbours}?${query}`, { signal: controller.signal }),
        );
        setHarbours(body.harbours);
        setActive(-1);
      } catch {
        if (!controller.signal.aborted) setHarbours([]);
      }
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const choose = (harbour: ListingHarbour) => {
    typed.current = false;
    setText(`${harbour.name}, ${harbour.cityName}`);
    setHarbours(null);
    onHarbour(harbour);
  };
  const open = harbours !== null;

  return (
    <div className={`harbour-autocomplete field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {t('listingEditor:place.harbour')}
      </label>
      <input
        id={id}
        className="field__input"
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${id}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete="off"
        placeholder={t('listingEditor:place.harbourPlaceholder')}
        value={text}
        onChange={(event) => {
          typed.current = true;
          setText(event.target.value);
        }}
        onKeyDown={(event) => {
          const list = harbours ?? [];
          if (event.key === 'ArrowDown') setActive((a) => Math.min(a + 1, list.length - 1));
          else if (event.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
          else if (event.key === 'Escape') setHarbours(null);
          else if (event.key === 'Enter') {
            if (list[active] ?? list[0]) choose(list[active] ?? list[0]);
          } else return;
          event.preventDefault();
        }}
      />
      {open && (
        <div id={`${id}-list`} role="listbox" className="harbour-autocomplete__list">
          {harbours.length === 0 && <p className="muted">{t('listingEditor:place.noHarbour')}</p>}
          {harbours.map((harbour, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard for the listbox
            <div
              key={harbour.id}
              id={`${id}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(harbour)}
            >
              <span>{harbour.name}</span> <small>{harbour.cityName}</small>
            </div>
          ))}
        </div>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
