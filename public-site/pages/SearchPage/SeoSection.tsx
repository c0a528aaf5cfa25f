import { Link } from 'react-router';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import { canonicalProductPath } from '../../../shared/product/productUrl.ts';
import { searchPath } from '../../../shared/routing/routeWords.ts';
import type { SeoSection as SeoSectionData } from '../../../shared/search/searchResults.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { type SearchedChoice, searchedChoiceQuery } from '../../components/ResultCard/searchedChoice.ts';
import { searchQuery } from './searchState.ts';

const SAILING_TYPES = ['withCaptain', 'withOrWithoutCaptain', 'withoutCaptain'] as const;

interface SeoSectionProps {
  seo: SeoSectionData;
  placeSlug: string | undefined;
  language: LanguageCode;
  defaultLanguage: LanguageCode;
  /** The search's dates and party: its top boats' links carry them, as the result cards' do. */
  searched?: SearchedChoice;
}

/**
 * The place's SEO section under the results (server-rendered): how many boats and of which kinds,
 * its best boats, and links to its boat types and to the nearby places' pages.
 */
export function SeoSection({ seo, placeSlug, language, defaultLanguage, searched }: SeoSectionProps) {
  const { t } = useTranslation();
  const place = seo.specificSectionTitle;
  if (!place) return null;
  const total = seo.seoSectionTypes.reduce((sum, type) => sum + type.count, 0);
  const placePath = searchPath(language, { placeSlug, defaultLanguage });
  const bySailingType = SAILING_TYPES.map((key) => ({
    key,
    count: seo.seoSectionSailingType.find((s) => s.sailingType === key)?.count ?? 0,
  })).filter((s) => s.count > 0);

  return (
    <section className="seo-section container" aria-labelledby="seo-section-title">
      <h2 id="seo-section-title">{t('search:seo.title', { place })}</h2>
      <p>{t('search:seo.intro', { place, count: total })}</p>
      {bySailingType.length > 0 && (
        <ul className="seo-section__facts">
          {bySailingType.map(({ key, count }) => (
            <li key={key}>{t(`search:seo.sailingTypes.${key}`, { count })}</li>
          ))}
        </ul>
      )}
      <div className="seo-section__columns">
        {seo.seoSectionTypes.length > 0 && (
          <div>
            <h3>{t('search:seo.typesTitle', { place })}</h3>
            <ul className="seo-section__links">
              {seo.seoSectionTypes.map(({ type, count }) => (
                <li key={type}>
                  <Link to={`${placePath}${searchQuery({ boatTypes: [type] })}`}>
                    {t(`productTypes:${type}`)}
                  </Link>{' '}
                  <span className="seo-section__count">{t('search:seo.count', { count })}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {seo.seoProducts.length > 0 && (
          <div>
            <h3>{t('search:seo.topTitle', { place })}</h3>
            <ul className="seo-section__links">
              {seo.seoProducts.map((product) => (
                <li key={product.id}>
                  {product.type ? (
                    <Link
                      to={
                        canonicalProductPath(
                          language,
                          {
                            id: product.id,
                            slug: product.slug,
                            citySlug: product.citySlug,
                            type: product.type,
                          },
                          defaultLanguage,
                        ) + searchedChoiceQuery(searched)
                      }
                    >
                      {product.title}
                    </Link>
                  ) : (
                    product.title
                  )}{' '}
                  <span className="seo-section__count">
                    {product.type ? t(`productTypes:${product.type}`) : ''} · {product.localizationName}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {seo.seoNearbyPlaces.length > 0 && (
          <div>
            <h3>{t('search:seo.nearbyTitle', { place })}</h3>
            <ul className="seo-section__links">
              {seo.seoNearbyPlaces.map((nearby) => (
                <li key={nearby.slug}>
                  <Link to={searchPath(language, { placeSlug: nearby.slug, defaultLanguage })}>
                    {t('search:title.boatsIn', { place: nearby.name })}
                  </Link>{' '}
                  <span className="seo-section__count">{t('search:seo.count', { count: nearby.count })}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
