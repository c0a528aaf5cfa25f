import { econtractPaths } from '../../../shared/econtracts/econtracts.ts';
import type { Database } from '../../db/connection.ts';
import type { FileStore } from '../../providers/files.ts';
import { publishEvent } from '../events/service.ts';
import { notifyContractReady } from './notices.ts';
import { type ContractDocument, thumbnailOf } from './pdf.ts';
import { renderContractPdfOffThread } from './pdfThread.ts';
import * as repo from './repository.ts';

/**
 * One party's signature as the PDF shows it, read the same way for both sides: the pad's PNG when one
 * was stored, else its strokes, the instant, and the name when it was typed.
 */
export function signatureOf(
  row: repo.InspectionRow,
  side: 'tenant' | 'owner',
  png: Buffer | null,
): ContractDocument['signatures'][number] {
  const strokes = row[`${side}_strokes`];
  return {
    who: side === 'tenant' ? 'renter' : 'owner',
    png,
    strokes: Array.isArray(strokes) ? (strokes as { points: { x: number; y: number }[] }[]) : null,
    signedAt: row[`${side}_signed_at`]?.toISOString() ?? null,
    typedName: row[`${side}_signature_method`] === 'typed' ? row[`${side}_typed_name`] : null,
  };
}

/**
 * Seals one signed contract (Documenso's seal-document): its PDF in each party's language, stored
 * under a key named by the record's hash, then marked done and e-mailed to both in one transaction.
 * Run twice, the files are written again with the same bytes' key and the second mark finds the row
 * done: no second e-mail.
 */
export async function sealContractPdf(
  db: Database,
  files: FileStore,
  contract: { id: number; bookingId: number },
  publicUrl: string,
): Promise<boolean> {
  const [booking, row] = await Promise.all([
    repo.findContractBooking(db, contract.bookingId),
    repo.findInspection(db, contract.bookingId, contract.id),
  ]);
  if (!booking || !row || row.status !== 'signed' || !row.data_hash) return false;
  const photoIds = [...new Set(row.damages.flatMap((d) => d.photoIds))];
  const photoRows = photoIds.length > 0 ? await repo.photosOfBooking(db, booking.id, photoIds) : [];
  const photos: ContractDocument['photos'] = [];
  for (const photo of photoRows) {
    const bytes = await files.get(photo.storage_key);
    if (bytes) photos.push({ bytes, takenAt: (photo.taken_at ?? photo.created_at).toISOString() });
  }
  const thumbnails = await Promise.all(photos.map((p) => thumbnailOf(p.bytes)));
  // A signature stored before PNGs were kept (the seed's) has no file: its strokes are drawn instead.
  const pngOf = async (key: string | null) => (key ? await files.get(key).catch(() => null) : null);
  const [tenantPng, ownerPng] = await Promise.all([pngOf(row.tenant_signature), pngOf(row.owner_signature)]);
  const base: Omit<ContractDocument, 'language'> = {
    kind: row.kind,
    isAddendum: row.addendum_of !== null,
    reference: booking.reference,
    boat: booking.listing_title,
    startDate: booking.start_date,
    endDate: booking.end_date,
    timeZone: booking.time_zone,
    renterName: booking.tenant_name,
    ownerName: booking.owner_name,
    skipper: row.skipper,
    fuelLevel: row.fuel_level,
    engineHours: row.engine_hours,
    equipment: row.equipment,
    damages: row.damages,
    // The reviewer's remarks follow the record's, each under its writer's name.
    remarks: [
      row.remarks ?? '',
      row.tenant_remarks ? `${booking.tenant_name}: ${row.tenant_remarks}` : '',
      row.owner_remarks ? `${booking.owner_name}: ${row.owner_remarks}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    photos,
    signatures: [signatureOf(row, 'tenant', tenantPng), signatureOf(row, 'owner', ownerPng)],
    dataHash: row.data_hash,
  };
  const key = `econtracts/${booking.id}/${row.id}-${row.data_hash.slice(0, 16)}`;
  const languages = [...new Set([booking.tenant_language, booking.owner_language, 'en'])];
  for (const language of languages) {
    const pdf = await renderContractPdfOffThread({ ...base, language }, thumbnails);
    await files.put(`${key}-${language.toLowerCase()}.pdf`, Buffer.from(pdf), 'application/pdf');
  }
  return db.transaction(async (tx) => {
    if (!(await repo.markPdfDone(tx, row.id, key))) return false;
    const pdfUrl = econtractPaths.pdf(booking.id, row.id);
    // Both parties' open pages show the link as soon as it exists, without a reload.
    for (const userId of [booking.tenant_id, booking.owner_id]) {
      await publishEvent(tx, Number(userId), 'econtract.pdfReady', {
        bookingId: Number(booking.id),
        contractId: Number(row.id),
        kind: row.kind,
        pdfUrl,
      });
    }
    await notifyContractReady(tx, publicUrl, {
      booking,
      kind: row.kind,
      pdfPath: econtractPaths.pdf(booking.id, row.id),
    });
    return true;
  });
}
