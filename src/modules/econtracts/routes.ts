import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { checkoutIdSchema } from '../../../shared/checkout/checkout.ts';
import {
  addendumInputSchema,
  damageAnswerInputSchema,
  damageClaimInputSchema,
  depositConfirmInputSchema,
  depositIntentSchema,
  econtractStateSchema,
  inspectionInputSchema,
  inspectionPhotoSchema,
  inspectionSchema,
  PHOTO_MAX_BYTES,
  photoUploadQuerySchema,
  signatureInputSchema,
} from '../../../shared/econtracts/econtracts.ts';
import { HttpError } from '../../http/errors.ts';
import { sendStoredFile } from '../../http/storedFileAnswer.ts';
import { readStreamedFile, streamFileBodies } from '../../http/streamedFile.ts';
import { parsePathParam } from '../../http/validate.ts';
import { fileStoreFor } from '../../providers/files.ts';
import { createPaymentProviders } from '../../providers/payments/paymentProviderFor.ts';
import { requireViewer, type Viewer } from '../auth/session.ts';
import { docs } from '../checkout/routes.ts';
import { confirmDeposit, depositIntent, waiveDamage } from './deposit.ts';
import {
  addAddendum,
  answerDamage,
  declareDamage,
  econtractState,
  pdfFile,
  photoFile,
  signInspection,
  submitInspection,
  uploadPhoto,
} from './service.ts';

const TAGS = ['econtracts'];
const recordIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const kindSchema = z.enum(['in', 'out']);

const inspectionPhotoTooLarge = () =>
  new HttpError(413, 'photo-too-large', `Photos are limited to ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`, {
    photo: 'photoTooLarge',
  });

type BookingRequest = FastifyRequest<{ Params: { id: string } }>;
type ContractRequest = FastifyRequest<{ Params: { id: string; contractId: string } }>;

/** Like the booking itself, an e-contract does not exist for a visitor who is not signed in. */
/** A guest is asked to sign in (401, whatever the id); a signed-in stranger gets 404 from the service. */
function contractViewer(request: FastifyRequest): Viewer {
  return requireViewer(request);
}

/**
 * The e-contract of a booking (issue 19, SPEC section 2: booking/{id}/econtract/in, /out and their
 * confirm pages). Everything answers 404 to anyone but the booking's tenant, owner and staff.
 */
export default async function econtractRoutes(app: FastifyInstance) {
  const db = app.db;
  const files = fileStoreFor(app.config);
  const providers = createPaymentProviders(app.config, db);
  // Photos arrive as multipart/form-data (or the raw picture), streamed to the route and bounded
  // while they arrive; only this plugin's routes read such bodies.
  await streamFileBodies(app, {
    rawTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'],
    maxBytes: PHOTO_MAX_BYTES,
    multipart: true,
  });
  const bookingIdOf = (request: BookingRequest) => parsePathParam(checkoutIdSchema, request.params.id);
  const contractIdOf = (request: ContractRequest) =>
    parsePathParam(recordIdSchema, request.params.contractId);

  app.get<{ Params: { id: string } }>(
    '/api/v6/booking/:id/econtract',
    docs('The e-contract of a booking: check-in, check-out, addenda, deposit and damage claim', TAGS, {
      ok: { schema: econtractStateSchema },
    }),
    async (request) => econtractState(db, contractViewer(request), bookingIdOf(request)),
  );

  app.post<{ Params: { id: string; kind: string } }>(
    '/api/v6/booking/:id/econtract/:kind',
    docs('Records the check-in or check-out form (idempotent by its clientId: a replay answers 200)', TAGS, {
      body: inspectionInputSchema,
      ok: { status: 201, also: [200], schema: inspectionSchema, description: 'The inspection recorded.' },
      errors: [409],
    }),
    async (request, reply) => {
      const viewer = contractViewer(request);
      const id = parsePathParam(checkoutIdSchema, request.params.id);
      const kind = parsePathParam(kindSchema, request.params.kind);
      const answer = await submitInspection(db, viewer, id, kind, request.body);
      return reply.status(answer.created ? 201 : 200).send(answer.inspection);
    },
  );

  app.post<{ Params: { id: string; contractId: string } }>(
    '/api/v6/booking/:id/econtract/contracts/:contractId/signature',
    docs('The viewer signs the inspection as their side; the second signature seals it', TAGS, {
      body: signatureInputSchema,
      ok: { schema: inspectionSchema },
      errors: [409],
    }),
    async (request) => {
      const viewer = contractViewer(request);
      const id = bookingIdOf(request);
      return signInspection(db, files, viewer, id, contractIdOf(request), request.body);
    },
  );

  app.post<{ Params: { id: string; contractId: string } }>(
    '/api/v6/booking/:id/econtract/contracts/:contractId/addendum',
    docs('A correction of a signed inspection: a new record, itself to be signed', TAGS, {
      body: addendumInputSchema,
      ok: { status: 201, also: [200], schema: inspectionSchema, description: 'The addendum recorded.' },
      errors: [409],
    }),
    async (request, reply) => {
      const viewer = contractViewer(request);
      const id = bookingIdOf(request);
      const answer = await addAddendum(db, viewer, id, contractIdOf(request), request.body);
      return reply.status(answer.created ? 201 : 200).send(answer.inspection);
    },
  );

  app.get<{ Params: { id: string; contractId: string } }>(
    '/api/v6/booking/:id/econtract/contracts/:contractId/pdf',
    docs('The signed contract as a PDF, in the viewer’s language', TAGS, {
      ok: {
        contentType: 'application/pdf',
        description: 'The PDF, or with S3 a 302 to a presigned URL of it.',
        also: [302],
      },
    }),
    async (request, reply) => {
      const viewer = contractViewer(request);
      const id = bookingIdOf(request);
      const pdf = await pdfFile(db, files, viewer, id, contractIdOf(request));
      return sendStoredFile(reply, files, pdf.key, {
        contentType: 'application/pdf',
        contentDisposition: `inline; filename="${pdf.fileName}"`,
        cacheControl: 'private, no-store',
        // A PDF viewer may read the file in ranges for a while after it opened it.
        urlSeconds: 300,
        missing: 'This contract’s PDF is not ready yet.',
      });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/v6/booking/:id/econtract/photos',
    {
      ...docs(
        'Adds a photo to an inspection, or to the renter’s answer to a claim (multipart `photo`; ?clientId&takenAt; idempotent)',
        TAGS,
        {
          querystring: photoUploadQuerySchema,
          upload: { part: 'photo', mediaTypes: ['image/jpeg', 'image/png', 'image/webp'] },
          ok: { status: 201, also: [200], schema: inspectionPhotoSchema, description: 'The photo kept.' },
          errors: [409, 413],
        },
      ),
    },
    async (request, reply) => {
      const viewer = contractViewer(request);
      const bookingId = bookingIdOf(request);
      const photo = await readStreamedFile(request, {
        maxBytes: PHOTO_MAX_BYTES,
        tooLarge: inspectionPhotoTooLarge,
      });
      const answer = await uploadPhoto(db, files, viewer, bookingId, { query: request.query, photo });
      return reply.status(answer.created ? 201 : 200).send(answer.photo);
    },
  );

  app.get<{ Params: { id: string; photoId: string } }>(
    '/api/v6/booking/:id/econtract/photos/:photoId',
    docs('An inspection or answer photo, for the two parties and staff', TAGS, {
      ok: {
        contentType: 'image/jpeg',
        description: 'The photo, or with S3 a 302 to a presigned URL of it.',
        also: [302],
      },
    }),
    async (request, reply) => {
      const viewer = contractViewer(request);
      const id = parsePathParam(checkoutIdSchema, request.params.id);
      const photoId = parsePathParam(recordIdSchema, request.params.photoId);
      const photo = await photoFile(db, viewer, id, photoId);
      return sendStoredFile(reply, files, photo.key, {
        contentType: 'image/jpeg',
        cacheControl: 'private, max-age=3600',
        urlSeconds: 60,
        missing: 'This photo does not exist.',
      });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/v6/booking/:id/econtract/deposit/payment-intent',
    docs('The renter holds the deposit on their card (manual capture): the intent to confirm', TAGS, {
      ok: { schema: depositIntentSchema },
      errors: [409],
    }),
    async (request) => depositIntent(db, providers, contractViewer(request), bookingIdOf(request)),
  );

  app.post<{ Params: { id: string } }>(
    '/api/v6/booking/:id/econtract/deposit/confirm',
    docs('The card step is done: records the deposit as held', TAGS, {
      body: depositConfirmInputSchema,
      ok: { schema: econtractStateSchema },
      errors: [409],
    }),
    async (request) => {
      const viewer = contractViewer(request);
      const id = bookingIdOf(request);
      await confirmDeposit(db, providers, viewer, id, request.body);
      return econtractState(db, viewer, id);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/v6/booking/:id/econtract/damage-claim',
    docs('The owner declares a damage within 24 h of the check-out (idempotent by clientId)', TAGS, {
      body: damageClaimInputSchema,
      ok: {
        status: 201,
        also: [200],
        schema: econtractStateSchema,
        description: 'The e-contract with its claim (200: the same clientId again).',
      },
      errors: [409],
    }),
    async (request, reply) => {
      const viewer = contractViewer(request);
      const id = bookingIdOf(request);
      const answer = await declareDamage(db, viewer, id, request.body, app.config.PUBLIC_URL);
      return reply.status(answer.created ? 201 : 200).send(await econtractState(db, viewer, id));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/v6/booking/:id/econtract/no-damage',
    docs('The owner says the boat came back without damage: the deposit is released now', TAGS, {
      ok: { schema: econtractStateSchema },
      errors: [409],
    }),
    async (request) => {
      const viewer = contractViewer(request);
      const id = bookingIdOf(request);
      await waiveDamage(db, providers, viewer, id);
      return econtractState(db, viewer, id);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/v6/booking/:id/econtract/damage-claim/answer',
    docs(
      'The renter answers a damage claim in their words and photos (photoIds), before staff decide',
      TAGS,
      {
        body: damageAnswerInputSchema,
        ok: { schema: econtractStateSchema },
        errors: [409],
      },
    ),
    async (request) => {
      const viewer = contractViewer(request);
      const id = bookingIdOf(request);
      await answerDamage(db, viewer, id, request.body);
      return econtractState(db, viewer, id);
    },
  );
}
