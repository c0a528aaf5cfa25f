import { Link } from 'react-router';
import { PRODUCT_TYPES } from '../../../shared/catalogue/catalogue.ts';
import { searchPath } from '../../../shared/routing/routeWords.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { BoatTypeIcon } from './boatTypeIcons.tsx';

export function BoatTypeGrid() {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const search = searchPath(language, { defaultLanguage });

  return (
    <section className="home-section container" aria-labelledby="boat-types-title">
      <header className="home-section__header">
        <h2 id="boat-types-title">{t('home:boatTypes.title')}</h2>
        <p>{t('home:boatTypes.subtitle')}</p>
      </header>
      <ul className="boat-types">
        {PRODUCT_TYPES.map(({ key }) => (
          <li key={key}>
            <Link className="boat-type" to={`${search}?${new URLSearchParams({ boatTypes: key })}`}>
              <BoatTypeIcon type={key} />
              <span className="boat-type__name">{t(`productTypes:${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
