import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { ResultProduct, SeoSection as SeoSectionData } from '../../../shared/search/searchResults.ts';
import { createSiteI18n } from '../../app/i18n.ts';
import type { SearchedChoice } from '../../components/ResultCard/searchedChoice.ts';
import { SeoSection } from './SeoSection.tsx';

function translations(language: LanguageCode) {
  const file = new URL(`../../public/i18n/bosun/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8'));
}

const product = {
  id: 42,
  kind: 'boat',
  title: 'Oceanis 46',
  slug: 'oceanis-46',
  type: 'sailboat',
  citySlug: 'marseille',
  localizationName: 'Marseille',
} as ResultProduct;

const seo: SeoSectionData = {
  specificSectionTitle: 'Marseille',
  seoProducts: [product],
  seoSectionSailingType: [
    { sailingType: 'withoutCaptain', count: 30 },
    { sailingType: 'withCaptain', count: 12 },
  ],
  seoSectionTypes: [
    { type: 'sailboat', count: 25 },
    { type: 'catamaran', count: 17 },
  ],
  seoNearbyPlaces: [{ slug: 'cassis', name: 'Cassis', count: 9 }],
};

function render(language: LanguageCode, section: SeoSectionData, searched?: SearchedChoice) {
  return renderToString(
    <I18nextProvider i18n={createSiteI18n(language, translations(language))}>
      <MemoryRouter>
        <SeoSection
          seo={section}
          placeSlug="marseille"
          language={language}
          defaultLanguage="en"
          searched={searched}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('SeoSection (server-rendered)', () => {
  it('links its top boats with the search’s dates and party size, as the result cards do', () => {
    const html = render('fr', seo, { dateFrom: '2027-07-03', dateTo: '2027-07-10', numberOfPeople: 6 });
    expect(html).toMatch(
      /href="\/fr\/location-bateau\/marseille\/voilier\/oceanis-46-42\?dateFrom=2027-07-03&amp;dateTo=2027-07-10&amp;numberOfPeople=6"/,
    );
  });

  it('renders the place heading, counts and links to boat types, top boats and nearby places, in French', () => {
    const html = render('fr', seo);
    expect(html).toContain('<h2 id="seo-section-title">Louer un bateau à Marseille</h2>');
    expect(html).toContain('Bateaux proposés à Marseille et aux alentours : 42.');
    expect(html).toContain('Avec skipper : 12');
    expect(html).toContain('Sans skipper : 30');
    expect(html).toMatch(/href="\/fr\/location-bateau\/marseille\?boatTypes=sailboat"[^>]*>Voilier</);
    expect(html).toMatch(/href="\/fr\/location-bateau\/marseille\/voilier\/oceanis-46-42"[^>]*>Oceanis 46</);
    expect(html).toMatch(/href="\/fr\/location-bateau\/cassis"[^>]*>Location de bateaux à Cassis</);
    expect(html).toContain('Location de bateau près de Marseille');
  });

  it('renders nothing without a place (an empty or failed section)', () => {
    const empty: SeoSectionData = {
      specificSectionTitle: null,
      seoProducts: [],
      seoSectionSailingType: [],
      seoSectionTypes: [],
      seoNearbyPlaces: [],
    };
    expect(render('de', empty)).toBe('');
  });
});
