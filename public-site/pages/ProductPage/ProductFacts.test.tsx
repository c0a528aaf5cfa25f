// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductDetails } from '../../../shared/product/productDetails.ts';
import { renderWithSite } from '../../components/Trip/renderWithSite.tsx';
import { CancellationPolicy } from './CancellationPolicy.tsx';
import { ProductDescription } from './ProductDescription.tsx';

afterEach(cleanup);

const openBoat = {
  description: 'A day boat.',
  specifications: {
    length: 5.2,
    enginePower: 40,
    cabins: 0,
    berths: 0,
    capacity: 6,
    builderName: 'Marinello',
    modelName: 'Eden 18',
    buildYear: 2020,
    licenceRequired: false,
  },
  equipment: [],
  sailingType: 'withoutCaptain',
  extras: [],
  captain: { offered: false, required: false, pricePerDay: null, paidAtHarbour: false },
  deposit: 50_000,
  minimumDays: 1,
  currency: { code: 'EUR', symbol: '€', minorDigits: 2 },
} as unknown as ProductDetails;

describe('product facts in French', () => {
  it('name the builder once when the model already carries it ("Hanse 348", not "Hanse Hanse 348")', () => {
    const hanse = {
      ...openBoat,
      specifications: { ...openBoat.specifications, builderName: 'Hanse', modelName: 'Hanse 348' },
    } as ProductDetails;
    renderWithSite(<ProductDescription product={hanse} sleepingAreas={[]} itineraries={[]} />, {
      language: 'fr',
    });
    expect(screen.getByText('Hanse 348')).toBeTruthy();
    expect(screen.queryByText(/Hanse Hanse/)).toBeNull();
  });

  it('put the builder before a model that does not name it', () => {
    renderWithSite(<ProductDescription product={openBoat} sleepingAreas={[]} itineraries={[]} />, {
      language: 'fr',
    });
    expect(screen.getByText('Marinello Eden 18')).toBeTruthy();
  });

  it('write a length with a comma and leave out the cabins and berths an open boat does not have', () => {
    renderWithSite(<ProductDescription product={openBoat} sleepingAreas={[]} itineraries={[]} />, {
      language: 'fr',
    });
    expect(screen.getAllByText('5,2 m').length).toBeGreaterThan(0);
    expect(screen.queryByText('5.2 m')).toBeNull();
    expect(screen.queryByText('Cabines')).toBeNull();
    expect(screen.queryByText('Couchettes')).toBeNull();
  });

  it('say "1 jour" and "7 jours" in the cancellation terms', () => {
    const policy = {
      key: 'moderate',
      terms: [
        { daysBefore: 7, refundPercentage: 50 },
        { daysBefore: 1, refundPercentage: 20 },
      ],
    } as ProductDetails['cancellationPolicy'];
    renderWithSite(<CancellationPolicy policy={policy} />, { language: 'fr' });
    expect(screen.getByText('Annulation au moins 7 jours avant le départ : 50 % remboursés')).toBeTruthy();
    expect(screen.getByText('Annulation au moins 1 jour avant le départ : 20 % remboursés')).toBeTruthy();
    expect(screen.getByText('Annulation moins de 1 jour avant le départ : aucun remboursement')).toBeTruthy();
  });
});
