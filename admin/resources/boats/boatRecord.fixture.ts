import type { BoatDetail } from '../../../shared/admin/boats.ts';

/** A listing as `GET /api/admin/boats/:id` returns it, for the boat screens' component tests. */
export const boatRecord = (): BoatDetail & Record<string, unknown> => ({
  id: 7,
  kind: 'boat',
  slug: 'lagoon-42-athens-7',
  title: 'Lagoon 42',
  moderationStatus: 'published',
  moderationReason: null,
  basePricePerDay: 30000,
  basePricePerHalfDay: null,
  basePricePerWeek: 180000,
  lowestPricePerDay: 25000,
  owner: { id: 3, firstName: 'Olga', lastName: 'Owner', email: 'owner@bosun.test' },
  pictures: [
    { id: 71, url: '/media/demo/boat/catamaran/7-0.svg', alt: 'Deck', position: 0 },
    { id: 72, url: '/media/demo/boat/catamaran/7-1.svg', alt: 'Saloon', position: 1 },
    { id: 73, url: '/media/demo/boat/catamaran/7-2.svg', alt: null, position: 2 },
  ],
  seasons: [
    {
      id: 5,
      name: 'Low',
      startDate: '2027-04-01',
      endDate: '2027-06-01',
      pricePerDay: 25000,
      pricePerHalfDay: null,
      pricePerWeek: null,
    },
  ],
  durationDiscounts: [
    { id: 9, minDays: 3, percent: 5 },
    { id: 10, minDays: 7, percent: 10 },
  ],
  calendar: [
    {
      kind: 'block',
      bookingId: null,
      blockId: 12,
      label: 'maintenance',
      status: null,
      note: 'Antifouling',
      startDate: '2027-03-02',
      endDate: '2027-03-09',
    },
  ],
  auditTrail: [],
});
