import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  harbourQuerySchema,
  listingEditorPaths,
  listingEditorSchema,
  listingHarboursSchema,
  SAVED_STEPS,
  STEP_SCHEMAS,
} from '../../../shared/owners/editor.ts';
import { described } from '../../http/describe.ts';
import { notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { requireViewer } from '../auth/session.ts';
import { createDraft, deleteDraft, findHarbours, publish, readEditor, saveStep } from './service.ts';

const tags = ['owners'];
/** Described as every path id is (an integer); the handler reads the text and answers 404 for a malformed one. */
const listingParams = z.object({ productId: z.coerce.number().int().positive() });

/** An id that cannot be a listing names nothing: 404 like someone else's. */
const listingIdOf = (raw: string) => {
  if (!/^\d{1,15}$/.test(raw)) throw notFound('No such listing.');
  return Number(raw);
};

type ListingParams = { Params: { productId: string } };

/** account/listing/edit/{identifier} (issue 17): the owner's step-by-step listing editor. */
export default async function listingEditorRoutes(app: FastifyInstance) {
  app.post(
    listingEditorPaths.drafts,
    described({
      tags,
      summary: 'Start a new boat listing as a draft (and become an owner)',
      signedIn: true,
      // The new draft's id; its editor is GET …/{productId}/editor.
      ok: { status: 201, schema: z.object({ id: z.number().int() }) },
    }),
    async (request, reply) => {
      const draft = await createDraft(app.db, requireViewer(request).id);
      return reply.code(201).send(draft);
    },
  );

  app.get<ListingParams>(
    '/api/v6/account/listings/:productId/editor',
    described({
      tags,
      summary: 'The owner’s listing, every step as last saved, and what is missing',
      signedIn: true,
      params: listingParams,
      ok: { schema: listingEditorSchema },
    }),
    async (request) => readEditor(app.db, listingIdOf(request.params.productId), requireViewer(request).id),
  );

  // One operation per step, each with its own body (shared/owners/editor.ts), so a client knows what
  // each step takes; a step that does not exist is no route (404).
  for (const step of SAVED_STEPS)
    app.put<ListingParams>(
      `/api/v6/account/listings/:productId/editor/${step}`,
      described({
        tags,
        summary: `Save the “${step}” step of the listing editor`,
        signedIn: true,
        params: listingParams,
        body: STEP_SCHEMAS[step],
        ok: { schema: listingEditorSchema },
      }),
      async (request) => {
        const viewer = requireViewer(request);
        const productId = listingIdOf(request.params.productId);
        return saveStep(app.db, productId, viewer.id, step, request.body);
      },
    );

  app.post<ListingParams>(
    '/api/v6/account/listings/:productId/publish',
    described({
      tags,
      summary: 'Send the listing to moderation; staff publish it',
      signedIn: true,
      params: listingParams,
      ok: { schema: listingEditorSchema },
      // A required step is still missing.
      errors: [409],
    }),
    async (request) => publish(app.db, listingIdOf(request.params.productId), requireViewer(request).id),
  );

  app.delete<ListingParams>(
    '/api/v6/account/listings/:productId',
    described({
      tags,
      summary: 'Delete a draft listing (one never sent to moderation)',
      signedIn: true,
      params: listingParams,
      ok: { status: 204, description: 'The draft is gone.' },
      errors: [409],
    }),
    async (request, reply) => {
      await deleteDraft(app.db, listingIdOf(request.params.productId), requireViewer(request).id);
      return reply.code(204).send();
    },
  );

  app.get(
    listingEditorPaths.harbours,
    described({
      tags,
      summary: 'Harbours whose name or city contains the typed text',
      signedIn: true,
      querystring: harbourQuerySchema,
      ok: { schema: listingHarboursSchema },
    }),
    async (request) => {
      requireViewer(request);
      const { input } = parseInput(harbourQuerySchema, request.query);
      return { harbours: await findHarbours(app.db, input) };
    },
  );
}
