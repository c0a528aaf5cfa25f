import { type ListingPhotos, listingPhotosSchema, listingPhotosUrl } from '../../../shared/owners/photos.ts';
import { pageLanguage, withLocale } from '../../app/siteApi.ts';

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

/**
 * Sends one file as a multipart upload. XMLHttpRequest, not fetch: only it reports the upload's
 * progress, which a phone on a harbour's network needs to see.
 */
export function uploadPhoto(
  productId: string,
  file: File,
  onProgress: (share: number) => void,
): Promise<ListingPhotos> {
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
      const fields = (body as { error?: { fields?: Record<string, string> } } | null)?.error?.fields ?? {};
      const reason = Object.values(fields)[0];
      if (request.status === 413) return reject(new PhotoUploadError('photoTooLarge'));
      if (reason === 'photoNotAPicture' || reason === 'photoUnreadable' || reason === 'photoTooMany')
        return reject(new PhotoUploadError(reason));
      reject(new PhotoUploadError('server'));
    };
    const form = new FormData();
    form.append('photos', file, file.name);
    request.send(form);
  });
}
