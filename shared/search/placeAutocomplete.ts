import { z } from 'zod';
import { searchPlaceSchema } from './searchResults.ts';

/** GET /api/v6/autocomplete/places: the typed text (fewer than 2 characters answers no place). */
export const placeAutocompleteQuerySchema = z.object({
  input: z.string().trim().max(100).default(''),
  lang: z.string().optional(),
});

/** POST /api/v6/autocomplete/places: a place's slug or chosen name. */
export const placeLookupBodySchema = z.object({
  place: z.string().trim().min(1).max(100),
  lang: z.string().optional(),
});

/** The GET's answer: the places, broadest and closest first (none under 2 characters). */
export const placeSuggestionsSchema = z.object({ places: z.array(searchPlaceSchema) });

/** The POST's answer: the one place. */
export const placeLookupSchema = z.object({ place: searchPlaceSchema });
