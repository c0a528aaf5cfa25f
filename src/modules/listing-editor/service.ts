import { randomBytes } from 'node:crypto';
import {
  EDITOR_STEPS,
  type EditorStep,
  type ListingEditor,
  type ListingHarbour,
  REQUIRED_STEPS,
  SAVED_STEPS,
  type SavedStep,
  STEP_SCHEMAS,
} from '../../../shared/owners/editor.ts';
import type { ListingState } from '../../../shared/owners/listings.ts';
import type { Database, Queryable } from '../../db/connection.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import * as repo from './repository.ts';

const STATE_OF: Record<repo.EditorRow['moderation_status'], ListingState> = {
  draft: 'draft',
  pending_review: 'inReview',
  published: 'published',
  suspended: 'suspended',
};

/** A pin further than this from its harbour would put the boat in another harbour's searches. */
export const PIN_REACH_KM = 10;
const HARBOURS_SHOWN = 8;

const noListing = () => notFound('No such listing.');

function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

/**
 * Whether a step is done. Required steps are done when their data is there (a listing the back office
 * or the seed filled counts); optional ones when they hold something or the owner saved them empty.
 */
function stepDone(row: repo.EditorRow, step: EditorStep): boolean {
  const saved = row.editor_steps_saved.includes(step);
  switch (step) {
    case 'basics':
      return Boolean(
        row.title && row.product_type && row.capacity && row.builder_name && row.model_name && row.build_year,
      );
    case 'place':
      return row.harbour !== null;
    case 'description':
      return row.descriptions.some((d) => d.description.trim().length > 0);
    case 'prices':
      return (row.base_price_per_day ?? 0) > 0;
    case 'photos':
      return row.pictures.length > 0;
    case 'equipment':
      return saved || row.equipment.length > 0;
    case 'cabins':
      return saved || row.sleeping_areas.length > 0 || row.itineraries.length > 0;
    case 'captain':
      return saved || row.sailing_type === 'withoutCaptain' || row.captain_price_per_day !== null;
    case 'extras':
      return saved || row.extras.length > 0;
    case 'conditions':
      return saved || row.moderation_status !== 'draft';
  }
}

export function toEditor(row: repo.EditorRow): ListingEditor {
  const done = EDITOR_STEPS.filter((step) => stepDone(row, step));
  const missing = EDITOR_STEPS.filter((step) => !done.includes(step));
  return {
    id: Number(row.id),
    state: STATE_OF[row.moderation_status],
    moderationReason: row.moderation_reason,
    basics: {
      title: row.title,
      productType: row.product_type,
      builderName: row.builder_name,
      modelName: row.model_name,
      buildYear: row.build_year,
      lengthM: row.length_m,
      enginePowerHp: row.engine_power_hp,
      capacity: row.capacity,
      cabins: row.cabins,
      berths: row.berths,
      licenceRequired: row.licence_required,
    },
    place: {
      harbour: row.harbour ? { ...row.harbour, id: Number(row.harbour.id) } : null,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    descriptions: row.descriptions as ListingEditor['descriptions'],
    titles: row.titles,
    pictures: row.pictures.map((p) => ({ ...p, id: Number(p.id) })),
    equipment: row.equipment.map(Number),
    cabins: { sleepingAreas: row.sleeping_areas, itineraries: row.itineraries },
    captain: {
      sailingType: row.sailing_type,
      captainPricePerDay: row.captain_price_per_day,
      skipperLanguages: row.skipper_languages,
    },
    prices: {
      basePricePerDay: row.base_price_per_day,
      basePricePerHalfDay: row.base_price_per_half_day,
      basePricePerWeek: row.base_price_per_week,
      minimumDays: row.minimum_days,
      seasons: row.seasons.map((s) => ({
        ...s,
        pricePerHalfDay: s.pricePerHalfDay ?? null,
        pricePerWeek: s.pricePerWeek ?? null,
      })),
      durationDiscounts: row.duration_discounts,
    },
    extras: row.extras,
    conditions: {
      depositAmount: row.deposit_amount,
      cancellationPolicy: row.cancellation_policy,
      instantBooking: row.instant_booking,
      checkInTime: row.check_in_time,
      checkOutTime: row.check_out_time,
    },
    completeness: {
      score: Math.round((done.length / EDITOR_STEPS.length) * 100),
      done,
      missing,
      requiredMissing: missing.filter((step) => REQUIRED_STEPS.includes(step)),
    },
    resumeStep: missing[0] ?? EDITOR_STEPS[0],
  };
}

/** A new draft boat; signing up as an owner is this first step. */
export async function createDraft(db: Database, ownerId: number): Promise<{ id: number }> {
  const id = await db.transaction((tx) =>
    repo.insertDraft(tx, ownerId, `draft-${randomBytes(9).toString('base64url').toLowerCase()}`),
  );
  return { id };
}

async function owned(db: Queryable, productId: number, ownerId: number, lock = false) {
  const row = await repo.findOwnedListing(db, productId, ownerId, lock);
  // an activity is edited in the back office for now: this editor is the boat's
  if (row?.kind !== 'boat') throw noListing();
  return row;
}

export async function readEditor(db: Queryable, productId: number, ownerId: number): Promise<ListingEditor> {
  return toEditor(await owned(db, productId, ownerId));
}

export const isSavedStep = (step: string): step is SavedStep => (SAVED_STEPS as string[]).includes(step);

/** How each step is checked beyond its schema and stored. */
const SAVERS: { [S in SavedStep]: (tx: Queryable, productId: number, body: unknown) => Promise<void> } = {
  basics: (tx, id, body) => {
    const basics = parseInput(STEP_SCHEMAS.basics, body);
    return repo.saveBasics(tx, id, basics, `${slugify(basics.title) || 'boat'}-${id}`);
  },
  place: async (tx, id, body) => {
    const place = parseInput(STEP_SCHEMAS.place, body);
    const harbour = await repo.findHarbour(tx, place.harbourId);
    if (!harbour) throw badRequest('Choose a harbour from the list.', { harbourId: 'harbourRequired' });
    if (distanceKm(harbour, place) > PIN_REACH_KM)
      throw badRequest(`Put the pin within ${PIN_REACH_KM} km of the harbour.`, { latitude: 'pinTooFar' });
    return repo.savePlace(tx, id, place);
  },
  description: (tx, id, body) => repo.saveDescriptions(tx, id, parseInput(STEP_SCHEMAS.description, body)),
  equipment: (tx, id, body) => repo.saveEquipment(tx, id, parseInput(STEP_SCHEMAS.equipment, body)),
  cabins: (tx, id, body) => repo.saveCabins(tx, id, parseInput(STEP_SCHEMAS.cabins, body)),
  captain: (tx, id, body) => repo.saveCaptain(tx, id, parseInput(STEP_SCHEMAS.captain, body)),
  prices: (tx, id, body) => repo.savePrices(tx, id, parseInput(STEP_SCHEMAS.prices, body)),
  extras: (tx, id, body) => repo.saveExtras(tx, id, parseInput(STEP_SCHEMAS.extras, body)),
  conditions: (tx, id, body) => repo.saveConditions(tx, id, parseInput(STEP_SCHEMAS.conditions, body)),
};

/**
 * Saves one step. The listing is the owner's or 404 before the input is read (so nobody learns a
 * listing exists from a 400). A published listing's change goes live at once, as a back-office edit
 * does: moderation here is the listing's status, not a copy awaiting approval.
 */
export async function saveStep(
  db: Database,
  productId: number,
  ownerId: number,
  step: SavedStep,
  body: unknown,
): Promise<ListingEditor> {
  await db.transaction(async (tx) => {
    await owned(tx, productId, ownerId, true);
    await SAVERS[step](tx, productId, body);
  });
  return readEditor(db, productId, ownerId);
}

/**
 * Sends a draft (or a listing the back office suspended, once fixed) to moderation; staff publish it
 * in the back office. The required steps must be done: a 400 names each missing one.
 */
export async function publish(db: Database, productId: number, ownerId: number): Promise<ListingEditor> {
  await db.transaction(async (tx) => {
    const row = await owned(tx, productId, ownerId, true);
    if (row.moderation_status === 'pending_review')
      throw conflict('listing-in-review', 'This listing is already waiting for our team.');
    if (row.moderation_status === 'published') throw conflict('listing-published', 'This listing is online.');
    const editor = toEditor(row);
    if (editor.completeness.requiredMissing.length > 0)
      throw badRequest(
        'Some steps are not done yet.',
        Object.fromEntries(editor.completeness.requiredMissing.map((step) => [step, 'stepIncomplete'])),
        'listing-incomplete',
      );
    await repo.sendToReview(tx, productId);
  });
  return readEditor(db, productId, ownerId);
}

export async function findHarbours(db: Queryable, input: string): Promise<ListingHarbour[]> {
  if (input.trim().length < 2) return [];
  return repo.harboursMatching(db, input.trim(), HARBOURS_SHOWN);
}
