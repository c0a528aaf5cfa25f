import type { ListingEditor } from './editor.ts';

/**
 * The listing editor's paths, steps and choices (DESIGN: a listing editor is a wizard of small
 * panels), apart from the step schemas (shared/owners/editor.ts) so that the editor page, which only
 * shows the server's answers, loads no zod.
 */
export const listingEditorPaths = {
  /** POST → 201 `{id}`: a new draft boat; the caller becomes an owner if not yet one. */
  drafts: '/api/v6/account/listings/drafts',
  /** GET → ListingEditor; another person's listing is 404. */
  editor: (productId: number | string) => `/api/v6/account/listings/${productId}/editor`,
  /** PUT a step's input → ListingEditor. */
  step: (productId: number | string, step: SavedStep) =>
    `/api/v6/account/listings/${productId}/editor/${step}`,
  /** POST → ListingEditor in review; 400 naming the steps still missing. */
  publish: (productId: number | string) => `/api/v6/account/listings/${productId}/publish`,
  /** GET ?input= → `{harbours}`: the harbours whose name or city contains the text. */
  harbours: '/api/v6/account/listing-harbours',
} as const;

/** The editor's steps, in the order it asks them. */
export const EDITOR_STEPS = [
  'basics',
  'place',
  'description',
  'photos',
  'equipment',
  'cabins',
  'captain',
  'prices',
  'extras',
  'conditions',
] as const;
export type EditorStep = (typeof EDITOR_STEPS)[number];

/** Steps saved through this editor's PUT; photos have their own upload API (shared/owners/photos.ts). */
export const SAVED_STEPS = EDITOR_STEPS.filter((step) => step !== 'photos') as Exclude<
  EditorStep,
  'photos'
>[];
export type SavedStep = Exclude<EditorStep, 'photos'>;

/** Without these a listing cannot go to moderation; the other steps make it better, not possible. */
export const REQUIRED_STEPS: readonly EditorStep[] = ['basics', 'place', 'description', 'prices'];

export const SLEEPING_AREA_KINDS = [
  'double_cabin',
  'twin_cabin',
  'single_cabin',
  'bunk_cabin',
  'saloon',
  'forepeak',
] as const;
export const EXTRA_PRICE_TYPES = ['per_day', 'per_booking'] as const;

/** The listing's title as a page in this language names it: its own there, else the owner's. */
export const editorTitleIn = (editor: Pick<ListingEditor, 'titles' | 'basics'>, language: string) =>
  editor.titles[language] || editor.basics.title;
