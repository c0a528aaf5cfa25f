import {
  listingPhotosUrl,
  listingPhotoUploadsUrl,
  listingPhotoUploadUrl,
} from '../../../shared/owners/photoPaths.ts';
import type { ListingPhotos, PhotoUploadTicket } from '../../../shared/owners/photos.ts';
import { browserApi, pageLanguage, withLocale } from '../../app/siteApi.ts';

/** The shared answer schemas (with zod), loaded with the first upload rather than with the editor. */
const photoSchemas = () => import('../../../shared/owners/photos.ts');

/** Why an upload failed, as the page words it: the server's field key, or a network failure. */
export class PhotoUploadError extends Error {
  constructor(
    readonly reason:
      | 'photoNotAPicture'
      | 'photoTooLarge'
      | 'photoUnreadable'
      | 'photoTooMany'
      | 'network'
      | 'server',
  ) {
    super(reason);
  }
}

function xsrfToken(): string | undefined {
  const match = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='));
  return match ? decodeURIComponent(match.slice('XSRF-TOKEN='.length)) : undefined;
}

/** The reason an API answer gives in its error fields, as the page words it. */
function reasonOf(status: number, body: unknown): PhotoUploadError['reason'] {
  const fields = (body as { error?: { fields?: Record<string, string> } } | null)?.error?.fields ?? {};
  const reason = Object.values(fields)[0];
  if (status === 413) return 'photoTooLarge';
  if (reason === 'photoNotAPicture' || reason === 'photoUnreadable' || reason === 'photoTooMany')
    return reason;
  return 'server';
}

/**
 * Sends one file: the API first says where (DESIGN.md, "Many machines"). With S3 it answers a
 * presigned POST, the file goes straight to the store and is then confirmed (the photo shows as
 * processing until its job made it ready); without, it goes through the server as a multipart body.
 */
export async function uploadPhoto(
  productId: string,
  file: File,
  onProgress: (share: number) => void,
): Promise<ListingPhotos> {
  const { listingPhotosSchema, photoUploadTicketsSchema } = await photoSchemas();
  let asked: Response;
  try {
    asked = await browserApi(listingPhotoUploadsUrl(productId), {
      method: 'POST',
      body: { files: [{ name: file.name || 'photo', size: file.size, type: file.type }] },
    });
  } catch {
    throw new PhotoUploadError('network');
  }
  const body: unknown = await asked.json().catch(() => null);
  if (!asked.ok) throw new PhotoUploadError(reasonOf(asked.status, body));
  const tickets = photoUploadTicketsSchema.safeParse(body);
  if (!tickets.success) throw new PhotoUploadError('server');
  if (tickets.data.via === 'server') return uploadThroughServer(productId, file, onProgress);
  const [ticket] = tickets.data.uploads;
  if (!ticket) throw new PhotoUploadError('server');
  await uploadToStore(ticket, file, onProgress);
  let confirmed: Response;
  try {
    confirmed = await browserApi(listingPhotoUploadUrl(productId, ticket.id), { method: 'POST' });
  } catch {
    throw new PhotoUploadError('network');
  }
  const answer = listingPhotosSchema.safeParse(await confirmed.json().catch(() => null));
  if (!confirmed.ok || !answer.success) throw new PhotoUploadError('server');
  return answer.data;
}

/** The file to the store under its POST policy; the store itself refuses a file over the limit. */
function uploadToStore(ticket: PhotoUploadTicket, file: File, onProgress: (share: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', ticket.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new PhotoUploadError('network'));
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve();
      // S3 answers XML: its code says a file over the policy's size range.
      reject(new PhotoUploadError(/EntityTooLarge/.test(request.responseText) ? 'photoTooLarge' : 'server'));
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append('file', file, file.name);
    request.send(form);
  });
}

/**
 * Sends one file as a multipart upload. XMLHttpRequest, not fetch: only it reports the upload's
 * progress, which a phone on a harbour's network needs to see.
 */
async function uploadThroughServer(
  productId: string,
  file: File,
  onProgress: (share: number) => void,
): Promise<ListingPhotos> {
  const { listingPhotosSchema } = await photoSchemas();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', withLocale(listingPhotosUrl(productId), pageLanguage()));
    request.setRequestHeader('accept', 'application/json');
    const xsrf = xsrfToken();
    if (xsrf) request.setRequestHeader('x-xsrf-token', xsrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new PhotoUploadError('network'));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // An answer that is not JSON (a proxy's error page) is a server failure below.
      }
      if (request.status === 201) {
        const parsed = listingPhotosSchema.safeParse(body);
        return parsed.success ? resolve(parsed.data) : reject(new PhotoUploadError('server'));
      }
      reject(new PhotoUploadError(reasonOf(request.status, body)));
    };
    const form = new FormData();
    form.append('photos', file, file.name);
    request.send(form);
  });
}
