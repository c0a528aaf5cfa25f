import { useEffect, useId, useRef, useState } from 'react';
import type { SearchPlace } from '../../../shared/search/searchResults.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/place-autocomplete.css';

interface PlaceAutocompleteProps {
  initial: string;
  onPlace(place: SearchPlace): void;
  /** Enter on a text no place was chosen for. */
  onText(text: string): void;
  /** Every change of the typed text (the home form keeps it for its submit button). */
  onTyping?(text: string): void;
  label?: string;
  placeholder?: string;
  /** The field's name when the form submits without JavaScript. */
  name?: string;
}

/** A combobox over GET /api/v6/autocomplete/places, debounced, the older request aborted. */
export function PlaceAutocomplete({
  initial,
  onPlace,
  onText,
  onTyping,
  label,
  placeholder,
  name,
}: PlaceAutocompleteProps) {
  const { t } = useTranslation();
  const { language } = useSite();
  const id = useId();
  const [text, setText] = useState(initial);
  const [places, setPlaces] = useState<SearchPlace[]>([]);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);

  useEffect(() => setText(initial), [initial]);
  useEffect(() => {
    if (!typed.current || text.trim().length < 2) {
      setPlaces([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const query = new URLSearchParams({ input: text.trim(), lang: language });
        const body = await readJson<{ places: SearchPlace[] }>(
          await browserApi(`/api/v6/autocomplete/places?${query}`, { signal: controller.signal }),
        );
        setPlaces(body.places);
        setActive(-1);
      } catch {
        if (!controller.signal.aborted) setPlaces([]);
      }
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, language]);

  const choose = (place: SearchPlace) => {
    typed.current = false;
    setText(place.name);
    setPlaces([]);
    onPlace(place);
  };

  return (
    <div className="place-autocomplete">
      <label htmlFor={id}>{label ?? t('search:filters.place')}</label>
      <input
        id={id}
        name={name}
        type="search"
        role="combobox"
        aria-expanded={places.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${id}-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder ?? t('search:filters.placePlaceholder')}
        value={text}
        onChange={(event) => {
          typed.current = true;
          setText(event.target.value);
          onTyping?.(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') setActive((a) => Math.min(a + 1, places.length - 1));
          else if (event.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
          else if (event.key === 'Escape') setPlaces([]);
          else if (event.key === 'Enter') {
            event.preventDefault();
            if (active >= 0 && places[active]) choose(places[active]);
            else if (places[0]) choose(places[0]);
            else onText(text.trim());
          } else return;
          if (event.key !== 'Enter') event.preventDefault();
        }}
      />
      {places.length > 0 && (
        <div id={`${id}-list`} role="listbox" className="place-autocomplete__list">
          {places.map((place, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard for the listbox
            <div
              key={`${place.kind}-${place.key}`}
              id={`${id}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(place)}
            >
              <span>{place.name}</span>
              <small>{t(`search:placeKinds.${place.kind}`)}</small>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
