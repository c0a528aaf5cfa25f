/** The one error shape of the API: {"error":{"code","message","fields"}} with a 4xx status. */
export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>, code = 'bad-request') =>
  new HttpError(400, code, message, fields);
export const unauthorized = (message = 'Sign in to continue.', headers?: Record<string, string>) =>
  new HttpError(401, 'unauthorized', message, undefined, headers);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'not-found', message);
export const conflict = (code: string, message: string) => new HttpError(409, code, message);
export const unprocessable = (code: string, message: string) => new HttpError(422, code, message);
