/**
 * The e-contracts' paths and constants without zod, so the pages can import them without the
 * validators in their bundles; shared/econtracts/econtracts.ts re-exports them with its schemas.
 */
const segment = (value: string | number) => encodeURIComponent(String(value));
const base = (bookingId: number | string) => `/api/v6/booking/${segment(bookingId)}/econtract`;

export const INSPECTION_KINDS = ['in', 'out'] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];

export const econtractPaths = {
  /** GET → EcontractState: both inspections, their addenda, the deposit and the claim. */
  state: base,
  /** POST InspectionInput → 201 Inspection (200 when the clientId was already recorded). */
  inspection: (bookingId: number | string, kind: InspectionKind) => `${base(bookingId)}/${kind}`,
  /** POST SignatureInput → Inspection: the viewer signs as their side (tenant or owner). */
  signature: (bookingId: number | string, contractId: number | string) =>
    `${base(bookingId)}/contracts/${segment(contractId)}/signature`,
  /** POST AddendumInput → 201 Inspection: a correction of a signed inspection, to be signed. */
  addendum: (bookingId: number | string, contractId: number | string) =>
    `${base(bookingId)}/contracts/${segment(contractId)}/addendum`,
  /** GET → the contract's PDF (once made by the job). */
  pdf: (bookingId: number | string, contractId: number | string) =>
    `${base(bookingId)}/contracts/${segment(contractId)}/pdf`,
  /** POST multipart/form-data (one `photo` part) ?clientId&takenAt → 201 InspectionPhoto. */
  photos: (bookingId: number | string) => `${base(bookingId)}/photos`,
  photo: (bookingId: number | string, photoId: number | string) =>
    `${base(bookingId)}/photos/${segment(photoId)}`,
  /** POST (renter) → DepositIntent: the authorisation of the deposit on the card. */
  depositIntent: (bookingId: number | string) => `${base(bookingId)}/deposit/payment-intent`,
  /** POST (renter) → EcontractState: the card step is done; the hold is recorded. */
  depositConfirm: (bookingId: number | string) => `${base(bookingId)}/deposit/confirm`,
  /** POST DamageClaimInput (owner, within 24 h of check-out) → 201 EcontractState. */
  damageClaim: (bookingId: number | string) => `${base(bookingId)}/damage-claim`,
  /** POST (owner, within 24 h of check-out, no claim) → EcontractState: no damage, the deposit is released. */
  noDamage: (bookingId: number | string) => `${base(bookingId)}/no-damage`,
  /** POST DamageAnswerInput (renter, before staff decide) → EcontractState: their side of the claim. */
  damageAnswer: (bookingId: number | string) => `${base(bookingId)}/damage-claim/answer`,
};

/** The zones of the boat drawing; a damage is put in one (the keyboard way) or tapped on it. */
export const BOAT_ZONES = [
  'bow',
  'stern',
  'port',
  'starboard',
  'deck',
  'cockpit',
  'cabin',
  'hull',
  'engine',
  'mast',
  'other',
] as const;
export type BoatZone = (typeof BOAT_ZONES)[number];

export const FUEL_LEVELS = [0, 25, 50, 75, 100] as const;
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTOS_PER_DAMAGE_MAX = 6;
/** The most photos a renter's answer to a damage claim points at. */
export const DAMAGE_ANSWER_MAX_PHOTOS = 10;
