import { createHash, randomUUID } from 'node:crypto';
import { EQUIPMENT } from '../../../shared/catalogue/catalogue.ts';
import {
  addendumInputSchema,
  DAMAGE_DECLARATION_HOURS,
  damageAnswerInputSchema,
  damageClaimInputSchema,
  type EcontractState,
  econtractPaths,
  type Inspection,
  type InspectionInput,
  type InspectionKind,
  inspectionInputSchema,
  photoUploadQuerySchema,
  signatureInputSchema,
} from '../../../shared/econtracts/econtracts.ts';
import type { Database, Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import type { FileStore } from '../../providers/files.ts';
import type { Viewer } from '../auth/session.ts';
import { addBookingEvent, setBookingStatus } from '../bookings/repository.ts';
import { reachTrip } from '../bookings/service.ts';
import { assertTransition, DAMAGE_ANSWER_STATUSES, ECONTRACT_STATUSES } from '../bookings/stateMachine.ts';
import { publishEvent } from '../events/service.ts';
import { notifyDamageDeclared } from './notices.ts';
import { cleanInspectionPhoto, cleanSignaturePng } from './photos.ts';
import * as repo from './repository.ts';

/**
 * The e-contract's rules (issue 19). The owner fills the inspection on a phone with the renter
 * beside them; each party signs from their own session; the second signature seals the record (its
 * SHA-256 is fixed, its PDF is due) and moves the booking to checked_in or checked_out through the
 * state machine. A sealed record never changes: a correction is an addendum, itself signed.
 * Everything is idempotent by the client's ids, so a form replayed after a network cut records once.
 */

type Party = 'tenant' | 'owner';

const EQUIPMENT_KEY_BY_ID = new Map(Object.entries(EQUIPMENT).map(([key, id]) => [id as number, key]));

export async function reachContract(db: Queryable, viewer: Viewer, bookingId: number) {
  const { side } = await reachTrip(db, viewer, bookingId);
  const booking = await repo.findContractBooking(db, bookingId);
  if (!booking) throw notFound('This booking does not exist.');
  return { side, booking };
}

/** Filling and signing are the parties' own acts; staff read them. */
function partyOf(side: 'tenant' | 'owner' | 'staff'): Party {
  if (side === 'staff') throw forbidden('Only the renter and the owner sign an e-contract.');
  return side;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function inspectionDto(row: repo.InspectionRow, photos: Map<number, repo.PhotoRow>): Inspection {
  const bookingId = Number(row.booking_id);
  const photoIds = new Set(row.damages.flatMap((d) => d.photoIds));
  return {
    id: Number(row.id),
    kind: row.kind,
    addendumOf: row.addendum_of === null ? null : Number(row.addendum_of),
    clientId: row.client_id,
    status: row.status === 'signed' ? 'signed' : 'awaiting_signatures',
    skipper: row.skipper,
    fuelLevel: row.fuel_level,
    engineHours: row.engine_hours === null ? null : Number(row.engine_hours),
    equipment: row.equipment as Inspection['equipment'],
    damages: row.damages as Inspection['damages'],
    remarks: row.remarks ?? '',
    photos: [...photoIds]
      .map((id) => photos.get(id))
      .filter((p): p is repo.PhotoRow => Boolean(p))
      .map((p) => ({
        id: Number(p.id),
        url: econtractPaths.photo(bookingId, p.id),
        width: p.width,
        height: p.height,
        takenAt: iso(p.taken_at),
        receivedAt: p.created_at.toISOString(),
      })),
    tenantSignedAt: iso(row.tenant_signed_at),
    ownerSignedAt: iso(row.owner_signed_at),
    tenantStrokes: row.tenant_strokes as Inspection['tenantStrokes'],
    ownerStrokes: row.owner_strokes as Inspection['ownerStrokes'],
    // A signature made before the method was kept was drawn.
    tenantSignatureMethod: row.tenant_signed_at ? (row.tenant_signature_method ?? 'drawn') : null,
    ownerSignatureMethod: row.owner_signed_at ? (row.owner_signature_method ?? 'drawn') : null,
    recordedBy: row.recorded_by,
    tenantRemarks: row.tenant_remarks,
    ownerRemarks: row.owner_remarks,
    signedAt: iso(row.signed_at),
    dataHash: row.data_hash,
    pdfUrl: row.pdf_status === 'done' ? econtractPaths.pdf(bookingId, row.id) : null,
    createdAt: row.created_at.toISOString(),
  };
}

export async function econtractState(
  db: Queryable,
  viewer: Viewer,
  bookingId: number,
): Promise<EcontractState> {
  const { side, booking } = await reachContract(db, viewer, bookingId);
  const [rows, photos, deposit, claim, window] = await Promise.all([
    repo.inspectionsOf(db, bookingId),
    repo.photosOfBooking(db, bookingId),
    repo.findDeposit(db, bookingId),
    repo.findClaimOfBooking(db, bookingId),
    repo.findHandoverWindow(db, bookingId),
  ]);
  const byId = new Map(photos.map((p) => [Number(p.id), p]));
  const main = (kind: InspectionKind) => rows.find((r) => r.kind === kind && r.addendum_of === null);
  const checkIn = main('in');
  const checkOut = main('out');
  return {
    bookingId,
    bookingStatus: booking.status,
    viewerSide: side,
    listingTitle: booking.listing_title,
    productType: booking.product_type,
    licenceRequired: booking.licence_required,
    equipmentKeys: booking.equipment_ids
      .map((id) => EQUIPMENT_KEY_BY_ID.get(Number(id)))
      .filter(Boolean) as string[],
    checkIn: checkIn ? inspectionDto(checkIn, byId) : null,
    checkOut: checkOut ? inspectionDto(checkOut, byId) : null,
    addenda: rows.filter((r) => r.addendum_of !== null).map((r) => inspectionDto(r, byId)),
    deposit: {
      amount: Number(deposit?.amount ?? booking.deposit_amount),
      status: deposit?.status ?? 'none',
      capturedAmount: deposit?.capture_amount ?? null,
    },
    damageClaim: claim
      ? {
          id: Number(claim.id),
          status: claim.status,
          amountClaimed: Number(claim.amount_claimed),
          amountDecided: claim.amount_decided,
          decisionMessage: claim.decision_message,
          description: claim.description,
          tenantAnswer: claim.tenant_answer,
          tenantAnswerPhotos: claim.tenant_answer_photo_ids
            .map((photoId) => byId.get(Number(photoId)))
            .filter((p): p is repo.PhotoRow => Boolean(p))
            .map((p) => photoDto(bookingId, p)),
          answerable: side === 'tenant' && !claim.tenant_answer && OPEN_CLAIM.has(claim.status),
        }
      : null,
    damageDeclarableUntil: declarableUntil(checkOut, claim, Boolean(deposit?.damage_waived_at), side),
    handover: window
      ? {
          checkInOpensAt: window.check_in_opens.toISOString(),
          checkInClosesAt: window.check_in_closes.toISOString(),
          checkOutOpensAt: window.check_out_opens.toISOString(),
          timeZone: window.time_zone,
          ...windowStatus(window, appClock.now()),
        }
      : null,
  };
}

function windowStatus(window: repo.HandoverWindowRow, now: Date) {
  return {
    checkIn: now < window.check_in_opens ? 'notYet' : now >= window.check_in_closes ? 'closed' : 'open',
    checkOut: now < window.check_out_opens ? 'notYet' : 'open',
  } as const;
}

/**
 * The handover happens around the trip (settings of migration 230): a check-in from a day before
 * the start until its end, a check-out from the last day. Outside it, a 409 that says when.
 */
async function assertHandoverOpen(db: Queryable, bookingId: number, kind: InspectionKind, now: Date) {
  const window = await repo.findHandoverWindow(db, bookingId);
  if (!window) throw notFound('This booking does not exist.');
  const opens = kind === 'in' ? window.check_in_opens : window.check_out_opens;
  const what = kind === 'in' ? 'check-in' : 'check-out';
  const status = windowStatus(window, now)[kind === 'in' ? 'checkIn' : 'checkOut'];
  if (status === 'notYet') {
    throw new HttpError(409, 'handover-not-open', `The ${what} opens on ${opens.toISOString()}.`, {
      [kind === 'in' ? 'checkIn' : 'checkOut']: 'handoverNotOpenYet',
    });
  }
  if (status === 'closed') {
    throw new HttpError(409, 'handover-closed', 'The check-in closed at the end of the trip.', {
      checkIn: 'handoverClosed',
    });
  }
}

function declarableUntil(
  checkOut: repo.InspectionRow | undefined,
  claim: repo.ClaimRow | undefined,
  waived: boolean,
  side: string,
): string | null {
  if (side !== 'owner' || claim || waived || !checkOut?.signed_at) return null;
  const until = new Date(checkOut.signed_at.getTime() + DAMAGE_DECLARATION_HOURS * 3_600_000);
  return until > appClock.now() ? until.toISOString() : null;
}

/** The form's answers against the listing: a licence when the boat needs one, its own equipment, our photos. */
async function checkInspection(db: Queryable, booking: repo.ContractBooking, input: InspectionInput) {
  const fields: Record<string, string> = {};
  if (booking.licence_required && !input.skipper.licenceNumber)
    fields['skipper.licenceNumber'] = 'licenceRequired';
  const offered = new Set(booking.equipment_ids.map((id) => EQUIPMENT_KEY_BY_ID.get(Number(id))));
  input.equipment.forEach((item, i) => {
    if (!offered.has(item.key)) fields[`equipment.${i}.key`] = 'equipmentNotOnListing';
  });
  const photoIds = [...new Set(input.damages.flatMap((d) => d.photoIds))];
  const photos = photoIds.length > 0 ? await repo.photosOfBooking(db, booking.id, photoIds) : [];
  if (photos.length !== photoIds.length) fields.damages = 'photoUnknown';
  if (Object.keys(fields).length > 0)
    throw badRequest('Some answers do not fit this boat.', fields, 'validation-failed');
  return photos;
}

const inspectionData = (
  bookingId: number,
  authorId: number,
  input: InspectionInput,
  photos: repo.PhotoRow[],
): repo.InspectionData => ({
  clientId: input.clientId,
  authorId,
  skipper: input.skipper,
  fuelLevel: input.fuelLevel,
  engineHours: input.engineHours,
  equipment: input.equipment,
  damages: input.damages,
  remarks: input.remarks,
  // the back office's damage view (002's `photos` column) reads these: where and when, as data
  // the console says in the staff's language (a damage's zone, the phone's time)
  photos: photos.map((p) => {
    const zone = input.damages.find((d) => d.photoIds.includes(Number(p.id)))?.zone;
    return {
      url: econtractPaths.photo(bookingId, p.id),
      ...(zone ? { zone } : {}),
      ...(p.taken_at ? { takenAt: p.taken_at.toISOString() } : {}),
    };
  }),
});

async function inspectionById(db: Queryable, bookingId: number, id: number): Promise<Inspection> {
  const [row, photos] = await Promise.all([
    repo.findInspection(db, bookingId, id),
    repo.photosOfBooking(db, bookingId),
  ]);
  if (!row) throw notFound('This e-contract does not exist.');
  return inspectionDto(row, new Map(photos.map((p) => [Number(p.id), p])));
}

/**
 * Records the check-in or check-out form. The same clientId again answers the first record
 * (created: false). Before anyone signed, a new submission replaces the form; after, 409.
 */
export async function submitInspection(
  db: Database,
  viewer: Viewer,
  bookingId: number,
  kind: InspectionKind,
  body: unknown,
): Promise<{ inspection: Inspection; created: boolean }> {
  const { side, booking } = await reachContract(db, viewer, bookingId);
  partyOf(side);
  const input = parseInput(inspectionInputSchema, body);
  const replayed = await repo.findInspectionByClientId(db, bookingId, input.clientId);
  if (replayed) return { inspection: await inspectionById(db, bookingId, replayed.id), created: false };
  const photos = await checkInspection(db, booking, input);
  const id = await db.transaction(async (tx) => {
    const locked = await repo.lockContractBooking(tx, bookingId);
    if (!locked) throw notFound('This booking does not exist.');
    const existing = await repo.lockMainInspection(tx, bookingId, kind);
    if (existing && (existing.status === 'signed' || existing.tenant_signed_at || existing.owner_signed_at)) {
      throw conflict(
        'econtract-signed',
        'This e-contract is being signed or signed: a correction is an addendum.',
      );
    }
    // The other party reviews what was recorded and signs it: their form never replaces it.
    if (existing && existing.recorded_by !== null && existing.recorded_by !== side) {
      throw conflict(
        'econtract-recorded-by-other',
        'The other party recorded this inspection: review it, add your remarks and sign it.',
      );
    }
    if (
      !ECONTRACT_STATUSES[kind].includes(locked.status) ||
      (kind === 'out' && locked.status !== 'checked_in')
    ) {
      throw conflict(
        'econtract-not-open',
        `A ${kind === 'in' ? 'check-in' : 'check-out'} cannot be recorded now.`,
      );
    }
    const now = appClock.now();
    await assertHandoverOpen(tx, bookingId, kind, now);
    const data = inspectionData(bookingId, viewer.id, input, photos);
    if (existing) {
      await repo.replaceInspection(tx, existing.id, data, now);
      return Number(existing.id);
    }
    return repo.insertInspection(tx, { bookingId, kind, addendumOf: null, at: now }, data);
  });
  return { inspection: await inspectionById(db, bookingId, id), created: true };
}

/** A correction of a signed inspection: a new record pointing at it, signed by both in turn. */
export async function addAddendum(
  db: Database,
  viewer: Viewer,
  bookingId: number,
  contractId: number,
  body: unknown,
): Promise<{ inspection: Inspection; created: boolean }> {
  const { side, booking } = await reachContract(db, viewer, bookingId);
  partyOf(side);
  const input = parseInput(addendumInputSchema, body);
  const replayed = await repo.findInspectionByClientId(db, bookingId, input.clientId);
  if (replayed) return { inspection: await inspectionById(db, bookingId, replayed.id), created: false };
  const parent = await repo.findInspection(db, bookingId, contractId);
  if (!parent) throw notFound('This e-contract does not exist.');
  if (parent.addendum_of !== null || parent.status !== 'signed') {
    throw conflict('econtract-not-signed', 'Only a signed check-in or check-out takes an addendum.');
  }
  const photos = await checkInspection(db, booking, input);
  const id = await repo.insertInspection(
    db,
    { bookingId, kind: parent.kind, addendumOf: Number(parent.id), at: appClock.now() },
    inspectionData(bookingId, viewer.id, input, photos),
  );
  return { inspection: await inspectionById(db, bookingId, id), created: true };
}

/** What the hash seals: the record as both parties signed it, in a fixed key order. */
export function dataHashOf(row: repo.InspectionRow, photos: repo.PhotoRow[]): string {
  const record = {
    bookingId: Number(row.booking_id),
    contractId: Number(row.id),
    kind: row.kind,
    addendumOf: row.addendum_of === null ? null : Number(row.addendum_of),
    skipper: row.skipper,
    fuelLevel: row.fuel_level,
    engineHours: row.engine_hours === null ? null : Number(row.engine_hours),
    equipment: row.equipment,
    damages: row.damages,
    remarks: row.remarks ?? '',
    photos: photos.map((p) => p.storage_key),
    tenantStrokes: row.tenant_strokes,
    ownerStrokes: row.owner_strokes,
    // Only a typed signature adds its name: a drawn one's hash reads as before the keyboard option.
    tenantTypedName: row.tenant_typed_name ?? undefined,
    ownerTypedName: row.owner_typed_name ?? undefined,
    // Likewise the signers' remarks, only when they wrote some.
    tenantRemarks: row.tenant_remarks ?? undefined,
    ownerRemarks: row.owner_remarks ?? undefined,
    tenantSignedAt: iso(row.tenant_signed_at),
    ownerSignedAt: iso(row.owner_signed_at),
  };
  return createHash('sha256').update(JSON.stringify(record)).digest('hex');
}

/**
 * The viewer signs as their side. Signing again is a replay (the record as it is). The second
 * signature seals the record and, for the check-in or check-out itself, moves the booking; the
 * check-in needs the deposit held on the renter's card first.
 */
export async function signInspection(
  db: Database,
  files: FileStore,
  viewer: Viewer,
  bookingId: number,
  contractId: number,
  body: unknown,
): Promise<Inspection> {
  const { side } = await reachContract(db, viewer, bookingId);
  const party = partyOf(side);
  const input = parseInput(signatureInputSchema, body);
  const before = await repo.findInspection(db, bookingId, contractId);
  if (!before) throw notFound('This e-contract does not exist.');
  if (before[`${party}_signed_at`]) return inspectionById(db, bookingId, contractId);
  const png = await cleanSignaturePng(input.png);
  const key = `econtracts/${bookingId}/${contractId}-${party}-${randomUUID()}.png`;
  await files.put(key, png, 'image/png');
  await db.transaction(async (tx) => {
    const booking = await repo.lockContractBooking(tx, bookingId);
    const row = await repo.findInspection(tx, bookingId, contractId, true);
    if (!booking || !row) throw notFound('This e-contract does not exist.');
    if (row[`${party}_signed_at`]) return;
    const now = appClock.now();
    const typed = input.method === 'typed';
    const signature = {
      strokes: typed ? null : (input.strokes ?? null),
      method: input.method,
      typedName: typed ? (input.typedName ?? null) : null,
      remarks: input.remarks || null,
    };
    await repo.recordSignature(tx, { id: row.id, side: party, key, ...signature, at: now });
    const other = party === 'tenant' ? row.owner_signed_at : row.tenant_signed_at;
    // Both parties' open pages learn it at the commit (the signer's other tabs too).
    for (const userId of [booking.tenant_id, booking.owner_id]) {
      await publishEvent(tx, Number(userId), 'econtract.signed', {
        bookingId,
        contractId,
        kind: row.kind,
        side: party,
        sealed: Boolean(other),
      });
    }
    if (!other) return;
    await sealAndMove(
      tx,
      booking,
      party,
      {
        ...row,
        [`${party}_signed_at`]: now,
        [`${party}_strokes`]: signature.strokes,
        [`${party}_signature_method`]: signature.method,
        [`${party}_typed_name`]: signature.typedName,
        [`${party}_remarks`]: signature.remarks,
      },
      now,
    );
  });
  return inspectionById(db, bookingId, contractId);
}

async function sealAndMove(
  tx: Queryable,
  booking: repo.ContractBooking,
  party: Party,
  row: repo.InspectionRow,
  now: Date,
) {
  const isMain = row.addendum_of === null;
  const to = row.kind === 'in' ? 'checked_in' : 'checked_out';
  if (isMain) {
    assertTransition(booking.status, to, party);
    if (row.kind === 'in' && Number(booking.deposit_amount) > 0) {
      const deposit = await repo.findDeposit(tx, booking.id, true);
      if (deposit?.status !== 'held') {
        throw conflict(
          'deposit-not-held',
          'The deposit must be held on the renter’s card before the check-in is signed.',
        );
      }
    }
  }
  const photoIds = [...new Set(row.damages.flatMap((d) => d.photoIds))];
  const photos = photoIds.length > 0 ? await repo.photosOfBooking(tx, booking.id, photoIds) : [];
  await repo.sealInspection(tx, { id: row.id, hash: dataHashOf(row, photos), at: now });
  if (!isMain) return;
  await setBookingStatus(tx, { id: booking.id, to, at: now });
  await addBookingEvent(tx, {
    bookingId: booking.id,
    from: booking.status,
    to,
    actorId: party === 'tenant' ? Number(booking.tenant_id) : Number(booking.owner_id),
    role: party,
    reason: 'econtractSigned',
    facts: { econtractId: Number(row.id) },
    at: now,
  });
  // The deposit stays held after the check-out, damage or not (DESIGN.md "Deposit"): the owner may
  // still declare one within the window; the deposit job releases it once the window has closed,
  // or the owner says there is no damage (`waiveDamage`).
}

export async function uploadPhoto(
  db: Queryable,
  files: FileStore,
  viewer: Viewer,
  bookingId: number,
  request: { query: unknown; photo: Buffer | null },
) {
  const { side, booking } = await reachContract(db, viewer, bookingId);
  partyOf(side);
  const query = parseInput(photoUploadQuerySchema, request.query);
  const replayed = await repo.findPhotoByClientId(db, viewer.id, query.clientId);
  if (replayed) return { photo: photoDto(bookingId, replayed), created: false };
  const open = [...ECONTRACT_STATUSES.in, ...ECONTRACT_STATUSES.out];
  if (!open.includes(booking.status) && !(await answeringClaim(db, side, booking.status, bookingId))) {
    throw conflict('econtract-not-open', 'Photos are added while the boat is handed over.');
  }
  const part = request.photo;
  if (!part || part.length === 0)
    throw badRequest('Send the photo as a multipart part named photo.', { photo: 'photoRequired' });
  const cleaned = await cleanInspectionPhoto(part);
  const storageKey = `econtracts/${bookingId}/photos/${randomUUID()}.jpg`;
  await files.put(storageKey, cleaned.bytes, 'image/jpeg');
  const row =
    (await repo.insertPhoto(db, {
      bookingId,
      uploaderId: viewer.id,
      clientId: query.clientId,
      storageKey,
      byteSize: cleaned.bytes.length,
      width: cleaned.width,
      height: cleaned.height,
      takenAt: query.takenAt ?? null,
    })) ?? (await repo.findPhotoByClientId(db, viewer.id, query.clientId));
  if (!row) throw conflict('photo-busy', 'This photo is being saved: try again in a moment.');
  return { photo: photoDto(bookingId, row), created: true };
}

const photoDto = (bookingId: number, p: repo.PhotoRow) => ({
  id: Number(p.id),
  url: econtractPaths.photo(bookingId, p.id),
  width: p.width,
  height: p.height,
  takenAt: iso(p.taken_at),
  receivedAt: p.created_at.toISOString(),
});

/** Where an inspection or answer photo is stored, once the viewer may see the booking. */
export async function photoFile(db: Queryable, viewer: Viewer, bookingId: number, photoId: number) {
  await reachContract(db, viewer, bookingId);
  const [photo] = await repo.photosOfBooking(db, bookingId, [photoId]);
  if (!photo) throw notFound('This photo does not exist.');
  return { key: photo.storage_key };
}

/**
 * Where the PDF in the viewer's language is stored (staff read the owner's; English when that
 * language's is missing). Only its size is asked of the store: no byte of it is read here.
 */
export async function pdfFile(
  db: Queryable,
  files: FileStore,
  viewer: Viewer,
  bookingId: number,
  contractId: number,
) {
  const { side, booking } = await reachContract(db, viewer, bookingId);
  const row = await repo.findInspection(db, bookingId, contractId);
  if (!row?.pdf_key) throw notFound('This contract’s PDF is not ready yet.');
  const language = side === 'tenant' ? booking.tenant_language : booking.owner_language;
  let key = `${row.pdf_key}-${language.toLowerCase()}.pdf`;
  if ((await files.size(key)) === null) key = `${row.pdf_key}-en.pdf`;
  if ((await files.size(key)) === null) throw notFound('This contract’s PDF is not ready yet.');
  return { key, fileName: `econtract-${booking.reference}-${row.kind}-${row.id}.pdf` };
}

/**
 * The owner declares a damage within 24 h of the signed check-out: a claim for the back office
 * with the photos of both inspections and the estimate; the deposit stays held; the booking moves
 * to damage_claimed. The same clientId again answers the first claim.
 */
/** Staff have not decided yet: the renter may still give their side. */
const OPEN_CLAIM = new Set(['open', 'under_review']);

/** The renter, with a claim still waiting for their answer: they may upload its photos. */
async function answeringClaim(
  db: Queryable,
  side: string,
  status: repo.ContractBooking['status'],
  bookingId: number,
) {
  if (side !== 'tenant' || !DAMAGE_ANSWER_STATUSES.includes(status)) return false;
  const claim = await repo.findClaimOfBooking(db, bookingId);
  return Boolean(claim && !claim.tenant_answer && OPEN_CLAIM.has(claim.status));
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => Number(id) === b[index]);

/**
 * The renter answers a damage claim in their words and with their photos (uploaded beforehand on
 * this booking), once, before staff decide (the back office and the owner see both sides). The same
 * answer again answers as the first time; another one after is 409. A photo that is not the
 * renter's own on this booking does not exist for them (404).
 */
export async function answerDamage(db: Database, viewer: Viewer, bookingId: number, body: unknown) {
  const { side } = await reachContract(db, viewer, bookingId);
  if (side !== 'tenant') throw forbidden('Only the renter answers a damage claim.');
  const input = parseInput(damageAnswerInputSchema, body);
  const photoIds = [...new Set(input.photoIds)];
  await db.transaction(async (tx) => {
    const claim = await repo.findClaimOfBooking(tx, bookingId);
    if (!claim) throw conflict('no-damage-claim', 'No damage is declared for this booking.');
    const photos = photoIds.length > 0 ? await repo.photosOfBooking(tx, bookingId, photoIds) : [];
    if (photos.filter((p) => Number(p.uploader_id) === viewer.id).length !== photoIds.length)
      throw notFound('This photo does not exist.');
    if (claim.tenant_answer === input.text && sameIds(claim.tenant_answer_photo_ids, photoIds)) return;
    if (claim.tenant_answer) throw conflict('damage-already-answered', 'You already answered this claim.');
    const saved = await repo.saveTenantAnswer(tx, {
      claimId: Number(claim.id),
      text: input.text,
      photoIds,
      at: appClock.now(),
    });
    if (!saved) throw conflict('damage-decided', 'Bosun’s team has already decided on this claim.');
  });
}

export async function declareDamage(
  db: Database,
  viewer: Viewer,
  bookingId: number,
  body: unknown,
  publicUrl: string,
) {
  const { side } = await reachContract(db, viewer, bookingId);
  if (side !== 'owner') throw forbidden('Only the owner declares a damage.');
  const input = parseInput(damageClaimInputSchema, body);
  const existing = await repo.findClaimOfBooking(db, bookingId);
  if (existing?.client_id === input.clientId) return { created: false };
  if (existing) throw conflict('damage-already-claimed', 'A damage is already declared for this booking.');
  await db.transaction(async (tx) => {
    const booking = await repo.lockContractBooking(tx, bookingId);
    if (!booking) throw notFound('This booking does not exist.');
    const checkOut = await repo.lockMainInspection(tx, bookingId, 'out');
    const now = appClock.now();
    const deadline = checkOut?.signed_at
      ? checkOut.signed_at.getTime() + DAMAGE_DECLARATION_HOURS * 3_600_000
      : Number.NEGATIVE_INFINITY;
    const deposit = await repo.findDeposit(tx, bookingId, true);
    if (deposit?.damage_waived_at)
      throw conflict('damage-waived', 'The owner said there was no damage: the deposit was released.');
    if (now.getTime() > deadline) {
      throw conflict(
        'damage-declaration-closed',
        'A damage is declared within 24 hours of the signed check-out.',
      );
    }
    assertTransition(booking.status, 'damage_claimed', 'owner');
    const photos = await repo.photosOfBooking(tx, bookingId);
    const inspections = await repo.inspectionsOf(tx, bookingId);
    // Each photo once, with the inspection that first showed it (check-out repeats the check-in's)
    // and its damage's zone: data the console words in the staff's language.
    const labelled = new Map<number, { inspection: 'in' | 'out'; zone: string }>();
    for (const inspection of inspections) {
      for (const damage of inspection.damages) {
        for (const photoId of damage.photoIds) {
          if (!labelled.has(photoId))
            labelled.set(photoId, { inspection: inspection.kind, zone: damage.zone });
        }
      }
    }
    const evidence = photos.flatMap((p) => {
      const seen = labelled.get(Number(p.id));
      if (!seen) return [];
      return [
        {
          url: econtractPaths.photo(bookingId, p.id),
          ...seen,
          takenAt: (p.taken_at ?? p.created_at).toISOString(),
        },
      ];
    });
    const claimId = await repo.insertClaim(tx, {
      bookingId,
      claimantId: viewer.id,
      clientId: input.clientId,
      amount: input.estimateAmount,
      description: input.description,
      evidence,
      at: now,
    });
    await repo.keepDepositHeld(tx, bookingId, claimId);
    await setBookingStatus(tx, { id: bookingId, to: 'damage_claimed', at: now });
    await addBookingEvent(tx, {
      bookingId,
      from: booking.status,
      to: 'damage_claimed',
      actorId: viewer.id,
      role: 'owner',
      reason: 'damageClaimed',
      facts: { claimId: Number(claimId) },
      at: now,
    });
    await notifyDamageDeclared(tx, publicUrl, booking, input.estimateAmount);
  });
  return { created: true };
}
