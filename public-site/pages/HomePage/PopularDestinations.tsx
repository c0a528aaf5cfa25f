import { Link } from 'react-router';
import { searchPath } from '../../../shared/routing/routeWords.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { POPULAR_DESTINATIONS } from './destinations.ts';

export function PopularDestinations() {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();

  return (
    <section className="home-section container" aria-labelledby="destinations-title">
      <header className="home-section__header">
        <h2 id="destinations-title">{t('home:popularDestinations.title')}</h2>
        <p>{t('home:popularDestinations.subtitle')}</p>
      </header>
      <ul className="destinations">
        {POPULAR_DESTINATIONS.map((destination, index) => (
          <li key={destination.place}>
            <Link
              className="destination"
              to={searchPath(language, { placeSlug: destination.slug, defaultLanguage })}
              style={
                { '--sea-shore': destination.sea[0], '--sea-open': destination.sea[1] } as React.CSSProperties
              }
            >
              <DestinationArt variant={index} />
              <span className="destination__text">
                <span className="destination__place">{destination.place}</span>
                <span className="destination__region">{destination.region}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A sea view; each card's sun and boat sit elsewhere so that the grid does not repeat itself. */
function DestinationArt({ variant }: { variant: number }) {
  const sunX = 40 + ((variant * 53) % 120);
  const boatX = 150 - ((variant * 37) % 100);
  return (
    <svg
      className="destination__art"
      viewBox="0 0 200 150"
      preserveAspectRatio="xMidYMin slice"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx={sunX} cy="34" r="15" fill="#ffe9a8" opacity="0.9" />
      <circle cx={sunX} cy="34" r="26" fill="#ffe9a8" opacity="0.15" />
      <path d="M0 70c30-8 60-8 90 0s60 8 110-3v83H0z" fill="#fff" opacity="0.12" />
      <path d="M0 86c40-6 80-6 120 2s60 5 80-2v64H0z" fill="#fff" opacity="0.12" />
      <g transform={`translate(${boatX - 80} 0)`} fill="#fff" opacity="0.9">
        <path d="M62 66h36l-6 8H68z" />
        <path d="M79 36v30h-2V36zM81 39l13 24H81z" />
      </g>
    </svg>
  );
}
