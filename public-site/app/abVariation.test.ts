import { describe, expect, it } from 'vitest';
import { apiSearchPath } from '../pages/SearchPage/searchLoader.ts';
import { keptVariation, stickyVariationCookie } from './abVariation.ts';

// bosun_consent: v1.a<analytics>s<surveys>d<advertising>
const ANALYTICS_ALLOWED = 'bosun_consent=v1.a1s0d0';
const ANALYTICS_REFUSED = 'bosun_consent=v1.a0s1d1';

describe('the A/B variation the browser keeps', () => {
  it('is not written while the consent banner is still open, nor after analytics were refused', () => {
    expect(stickyVariationCookie('', 'B')).toBeNull();
    expect(stickyVariationCookie('XSRF-TOKEN=x', 'B')).toBeNull();
    expect(stickyVariationCookie(ANALYTICS_REFUSED, 'B')).toBeNull();
  });

  it('is written for 90 days once analytics are allowed, and never over one already kept', () => {
    expect(stickyVariationCookie(`XSRF-TOKEN=x; ${ANALYTICS_ALLOWED}`, 'B')).toBe(
      'ab_variation=B; Path=/; Max-Age=7776000; SameSite=Lax',
    );
    expect(stickyVariationCookie(`${ANALYTICS_ALLOWED}; ab_variation=C`, 'B')).toBeNull();
  });
});

describe('a search the site sends', () => {
  const extra = { language: 'fr', currency: 'EUR' };
  it('carries abVariations[rankingAlgo] when the visitor keeps a variation (SPEC section 7)', () => {
    const rankingAlgo = keptVariation(`${ANALYTICS_ALLOWED}; ab_variation=C`);
    const url = new URL(apiSearchPath('boat', { page: 1 } as never, { ...extra, rankingAlgo }), 'http://x');
    expect(url.searchParams.get('abVariations[rankingAlgo]')).toBe('C');
  });

  it('carries none without a kept variation, or a made-up one', () => {
    for (const cookies of ['', 'ab_variation=Z']) {
      const rankingAlgo = keptVariation(cookies);
      const url = new URL(apiSearchPath('boat', { page: 1 } as never, { ...extra, rankingAlgo }), 'http://x');
      expect(url.searchParams.has('abVariations[rankingAlgo]')).toBe(false);
    }
  });
});
