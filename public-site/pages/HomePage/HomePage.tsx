import type { TFunction } from 'i18next';
import '../../styles/home.css';
import { BoatTypeGrid } from './BoatTypeGrid.tsx';
import { HeroSearch } from './HeroSearch.tsx';
import { PopularDestinations } from './PopularDestinations.tsx';
import { WhyBosun } from './WhyBosun.tsx';

/** The home page keeps the brand title of SPEC section 1 and the site's description. */
export function head(t: TFunction) {
  return { description: t('meta:description') };
}

export default function HomePage() {
  return (
    <>
      <HeroSearch />
      <BoatTypeGrid />
      <PopularDestinations />
      <WhyBosun />
    </>
  );
}
