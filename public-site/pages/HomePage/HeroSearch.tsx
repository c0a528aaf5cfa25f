import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { searchPath } from '../../../shared/routing/routeWords.ts';
import { MAX_PEOPLE } from '../../../shared/search/partySize.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { DateRangeField } from '../../components/DateRangePicker/DateRangeField.tsx';
import { PlaceAutocomplete } from '../../components/PlaceAutocomplete/PlaceAutocomplete.tsx';
import type { HomeSearchInput } from './homeSearch.ts';

const PARTY_SIZES = Array.from({ length: MAX_PEOPLE }, (_, i) => i + 1);

/**
 * The hero and its search form: the search page's place autocomplete and a date-range calendar.
 * Before hydration the form still submits to the search page; once hydrated it sanitises what was
 * chosen and navigates without a reload.
 */
export function HeroSearch() {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const navigate = useNavigate();
  const [search, setSearch] = useState<HomeSearchInput>({
    place: '',
    dateFrom: '',
    dateTo: '',
    numberOfPeople: '',
  });
  const [searching, setSearching] = useState(false);
  const peopleId = useId();
  const today = new Date().toISOString().slice(0, 10);

  async function go(input: HomeSearchInput) {
    setSearching(true);
    try {
      // The sanitiser is the search page's; it loads on the first search, not with the home page.
      const { homeSearchHref } = await import('./homeSearch.ts');
      await navigate(homeSearchHref(input, language, defaultLanguage));
    } finally {
      setSearching(false);
    }
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await go(search);
  }

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner container">
        <HeroArt />
        <h1 id="hero-title" className="hero__title">
          {t('home:hero.headline')}
        </h1>
        <p className="hero__subline">{t('home:hero.subline')}</p>
        <search>
          <form
            className="search-card"
            method="get"
            action={searchPath(language, { defaultLanguage })}
            onSubmit={submit}
          >
            <div className="search-card__field search-card__field--place">
              <PlaceAutocomplete
                initial=""
                name="address"
                label={t('home:hero.searchPlaceholder')}
                placeholder="Marseille, Mallorca, Split…"
                onTyping={(place) => setSearch((current) => ({ ...current, place, placeSlug: undefined }))}
                onPlace={(place) =>
                  setSearch((current) => ({ ...current, place: place.name, placeSlug: place.slug }))
                }
                onText={(place) => void go({ ...search, place, placeSlug: undefined })}
              />
            </div>
            <div className="search-card__field search-card__field--dates">
              <DateRangeField
                label={t('home:hero.dates')}
                today={today}
                range={{ dateFrom: search.dateFrom || null, dateTo: search.dateTo || null }}
                onChange={(range) =>
                  setSearch((current) => ({
                    ...current,
                    dateFrom: range.dateFrom ?? '',
                    dateTo: range.dateTo ?? '',
                  }))
                }
              />
            </div>
            <div className="search-card__field search-card__field--people">
              <label htmlFor={peopleId}>{t('home:hero.people')}</label>
              <select
                id={peopleId}
                name="numberOfPeople"
                value={search.numberOfPeople}
                onChange={(event) =>
                  setSearch((current) => ({ ...current, numberOfPeople: event.target.value }))
                }
              >
                <option value="">{t('searchMore:people.any')}</option>
                {PARTY_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {t(size === MAX_PEOPLE ? 'searchMore:people.atLeast' : 'searchMore:people.count', {
                      count: size,
                    })}
                  </option>
                ))}
              </select>
            </div>
            <button className="button button--accent search-card__submit" type="submit" disabled={searching}>
              <SearchIcon />
              <span>{t('home:hero.searchButton')}</span>
            </button>
          </form>
        </search>
      </div>
      <svg
        className="hero__waves"
        viewBox="0 0 1440 120"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M0 64c120 32 240 48 360 40s240-40 360-48 240 16 360 32 240 16 360-8v40H0z"
          fill="#fff"
          opacity="0.35"
        />
        <path d="M0 88c160 24 320 28 480 12s320-44 480-40 320 36 480 36v24H0z" fill="#fff" />
      </svg>
    </section>
  );
}

/** A sailing boat under the sun, beside the headline on wide screens. */
function HeroArt() {
  return (
    <svg className="hero__art" viewBox="0 0 340 240" aria-hidden="true" focusable="false">
      <circle cx="250" cy="70" r="46" fill="#ffd98a" opacity="0.9" />
      <circle cx="250" cy="70" r="70" fill="#ffd98a" opacity="0.12" />
      <path d="M150 20v150" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="M156 28c40 40 60 90 62 134h-62z" fill="#fff" />
      <path d="M144 52c-26 36-40 76-42 110h42z" fill="var(--color-accent)" />
      <path d="M70 176h170l-22 28H96z" fill="#fff" />
      <g fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round">
        <path d="M30 214c30-10 60-10 90 0s60 10 90 0 60-10 90 0" opacity="0.5" />
        <path d="M70 230c25-8 50-8 75 0s50 8 75 0" opacity="0.3" />
      </g>
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
