/**
 * The e-contract pages' client (paths and zones from shared/econtracts/paths.ts, which has no zod),
 * and the phone's outbox: what was typed and the photos
 * taken are kept in localStorage until the server has them, and sent again when `online` fires.
 * Every request carries its client id, so a replay records nothing twice.
 */
import { econtractPaths } from '../../../shared/econtracts/paths.ts';
import { pageLanguage, withLocale } from '../../app/siteApi.ts';

export { BOAT_ZONES, type BoatZone, FUEL_LEVELS } from '../../../shared/econtracts/paths.ts';
export const econtractApi = econtractPaths;

export const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
        (Number(c) ^ (Math.random() * 16)).toString(16),
      );

function xsrfHeader(): Record<string, string> {
  const match = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='));
  return match ? { 'x-xsrf-token': decodeURIComponent(match.slice('XSRF-TOKEN='.length)) } : {};
}

/** A photo taken on the phone, shrunk on a canvas before it leaves it (long side 1600 px, JPEG). */
export async function compressPhoto(file: Blob, longSide = 1600): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, longSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.8);
}

export interface PendingPhoto {
  clientId: string;
  dataUrl: string;
  takenAt: string;
  /** Set once the server has it. */
  serverId: number | null;
}

/** A data: URL's bytes, decoded here (the site's CSP does not let fetch() read data: URLs). */
function blobOf(dataUrl: string): Blob {
  const [head, base64] = dataUrl.split(',');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: /data:([^;]+)/.exec(head)?.[1] ?? 'image/jpeg' });
}

/** Sends one photo as multipart/form-data; the same clientId again answers the first copy. */
export async function uploadPhoto(bookingId: number, photo: PendingPhoto): Promise<number> {
  const blob = blobOf(photo.dataUrl);
  const form = new FormData();
  form.append('photo', blob, `${photo.clientId}.jpg`);
  const query = `clientId=${photo.clientId}&takenAt=${encodeURIComponent(photo.takenAt)}`;
  const response = await fetch(withLocale(`${econtractApi.photos(bookingId)}?${query}`, pageLanguage()), {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json', ...xsrfHeader() },
    credentials: 'same-origin',
  });
  const body = await response.json().catch(() => null);
  if (!response.ok)
    throw Object.assign(new Error(body?.error?.message ?? String(response.status)), {
      status: response.status,
    });
  return body.id as number;
}

/** What the phone keeps of one form while it is not sent (per booking and step). */
export const draftKey = (bookingId: number, step: string) => `bosun:econtract:${bookingId}:${step}`;

export function readDraft<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    // A full storage: the form still works online; the page says nothing was kept.
    return false;
  }
}

export const dropDraft = (key: string) => {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* nothing kept */
  }
};

/** A network failure (offline, cut) rather than an answer of the server or a fault of the page. */
export const isOffline = (error: unknown) =>
  (typeof navigator !== 'undefined' && navigator.onLine === false) ||
  (error instanceof TypeError && /fetch|network|load failed/i.test(error.message));

/** The answers the handover pages word themselves (never the server's English message). */
const KNOWN_ERRORS = new Set([
  'handover-not-open',
  'handover-closed',
  'econtract-recorded-by-other',
  'econtract-signed',
  'econtract-not-open',
  'deposit-not-held',
]);

/**
 * What a refused send says, in the page's language: a form whose answers need a correction, a
 * known refusal by its code, or "try again".
 */
export function sendErrorKey(error: unknown): string {
  const { code, fields } = error as { code?: string; fields?: Record<string, string> };
  if (fields && Object.keys(fields).length > 0 && code === 'validation-failed') {
    return 'econtractMore:handover.errors.fixFields';
  }
  if (code && KNOWN_ERRORS.has(code)) return `econtractMore:handover.errors.${code}`;
  return 'econtractMore:handover.errors.other';
}

/** The form's error keys a change of these draft fields answers (they clear at once). */
const FIELDS_OF_DRAFT: Record<string, string[]> = {
  skipperName: ['skipper.name'],
  idDocument: ['skipper.idDocument'],
  licenceNumber: ['skipper.licenceNumber'],
  engineHours: ['engineHours'],
  fuelLevel: ['fuelLevel'],
  equipment: ['equipment'],
  damages: ['damages'],
  remarks: ['remarks'],
};

/** The errors left once the person changed `changed` (a prefix clears `equipment.0.key` and the like). */
export function withoutFixed(fields: Record<string, string>, changed: string[]): Record<string, string> {
  const cleared = changed.flatMap((name) => FIELDS_OF_DRAFT[name] ?? [name]);
  const left = Object.entries(fields).filter(
    ([name]) => !cleared.some((prefix) => name === prefix || name.startsWith(`${prefix}.`)),
  );
  return left.length === Object.keys(fields).length ? fields : Object.fromEntries(left);
}
