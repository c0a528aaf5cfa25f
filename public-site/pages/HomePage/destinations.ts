/**
 * The home page's popular destinations, until destinations come from the catalogue. Names are the
 * places' own (endonyms), which read the same in every language of the site.
 */
export interface Destination {
  place: string;
  /** The catalogue place the card searches (Mallorca has no place of its own: its capital's). */
  slug: string;
  region: string;
  /** Two colours of the card's sea, from shore to open water. */
  sea: [string, string];
}

export const POPULAR_DESTINATIONS: Destination[] = [
  { place: 'Marseille', slug: 'marseille', region: 'Provence, France', sea: ['#1b98b8', '#0b4f7a'] },
  { place: 'Saint-Tropez', slug: 'saint-tropez', region: "Côte d'Azur, France", sea: ['#37b3c9', '#11618a'] },
  { place: 'Ibiza', slug: 'ibiza', region: 'Illes Balears, España', sea: ['#2fc2c0', '#0d6e8f'] },
  {
    place: 'Mallorca',
    slug: 'palma-de-mallorca',
    region: 'Illes Balears, España',
    sea: ['#4cc3d9', '#0f5d87'],
  },
  { place: 'Split', slug: 'split', region: 'Dalmacija, Hrvatska', sea: ['#22a6b3', '#0a4a6e'] },
  { place: 'Mykonos', slug: 'mykonos', region: 'Κυκλάδες, Ελλάδα', sea: ['#3aa0e0', '#103f7f'] },
  { place: 'Amalfi', slug: 'amalfi', region: 'Campania, Italia', sea: ['#26b0a6', '#0c5a73'] },
  { place: 'Lisboa', slug: 'lisbon', region: 'Portugal', sea: ['#3f9fc4', '#12456b'] },
];
