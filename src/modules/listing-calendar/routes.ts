import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLanguageCode } from '../../../shared/i18n/languages.ts';
import {
  calendarDaysSchema,
  calendarMonthQuerySchema,
  icalFeedInputSchema,
  listingCalendarPaths,
  listingCalendarSchema,
} from '../../../shared/owners/calendar.ts';
import { listingIdSchema } from '../../../shared/owners/photos.ts';
import { appClock } from '../../http/clock.ts';
import { described } from '../../http/describe.ts';
import { notFound } from '../../http/errors.ts';
import { parsePathParam } from '../../http/validate.ts';
import { requireViewer } from '../auth/session.ts';
import { docs } from '../checkout/routes.ts';
import {
  addFeed,
  blockDays,
  type CalendarContext,
  exportFeed,
  listingCalendar,
  regenerateExportToken,
  removeFeed,
  unblockDays,
} from './service.ts';

const TAGS = ['owners'];
/** Every call answers the calendar as it now is (shared/owners/calendar.ts). */
const ok = { schema: listingCalendarSchema };

const productIdOf = (params: unknown) =>
  parsePathParam(listingIdSchema, (params as { productId?: string }).productId, 'No such listing.');
const feedIdOf = (params: unknown) =>
  parsePathParam(listingIdSchema, (params as { feedId?: string }).feedId, 'No such feed.');

/** A listing's calendar and its iCal sync (issue 17): its owner only; anyone else 404. */
export default async function listingCalendarRoutes(app: FastifyInstance) {
  const db = app.db;
  const context: CalendarContext = {
    publicUrl: app.config.PUBLIC_URL,
    allowPrivateFeeds: app.config.NODE_ENV !== 'production',
  };
  /** The context of one request: its page's language (`_locale`, SPEC section 7) when it names one. */
  const inPage = (request: FastifyRequest): CalendarContext => {
    const language = (request.query as Record<string, unknown> | undefined)?._locale;
    return typeof language === 'string' && isLanguageCode(language) ? { ...context, language } : context;
  };

  app.get(
    listingCalendarPaths.month,
    docs('A month of the listing’s days: price, bookings, requests and blocks; its iCal feeds', TAGS, {
      querystring: calendarMonthQuerySchema,
      ok,
    }),
    async (request) =>
      listingCalendar(
        db,
        inPage(request),
        requireViewer(request).id,
        productIdOf(request.params),
        request.query,
      ),
  );

  app.post(
    listingCalendarPaths.block,
    docs('Blocks days, or one half day (`part`): the listing leaves search for them', TAGS, {
      body: calendarDaysSchema,
      ok,
      errors: [409],
    }),
    async (request) =>
      blockDays(db, inPage(request), requireViewer(request).id, productIdOf(request.params), request.body),
  );

  app.post(
    listingCalendarPaths.unblock,
    docs('Lifts the owner’s blocks from days, or from one half day', TAGS, {
      body: calendarDaysSchema,
      ok,
      errors: [409],
    }),
    async (request) =>
      unblockDays(db, inPage(request), requireViewer(request).id, productIdOf(request.params), request.body),
  );

  app.post(
    listingCalendarPaths.feeds,
    docs('Adds another platform’s iCal feed; imported at once, then every 30 minutes', TAGS, {
      body: icalFeedInputSchema,
      ok: { status: 201, ...ok, description: 'The calendar with the feed and the days it holds.' },
    }),
    async (request, reply) => {
      const answer = await addFeed(
        db,
        context,
        requireViewer(request).id,
        productIdOf(request.params),
        request.body,
        appClock.now(),
      );
      return reply.status(201).send(answer);
    },
  );

  app.delete(
    listingCalendarPaths.feed,
    docs('Removes an imported feed and frees the days it held', TAGS, { ok }),
    async (request) =>
      removeFeed(
        db,
        context,
        requireViewer(request).id,
        productIdOf(request.params),
        feedIdOf(request.params),
      ),
  );

  app.post(
    listingCalendarPaths.exportToken,
    docs('A new secret export URL; the old one stops working', TAGS, { ok }),
    async (request) =>
      regenerateExportToken(db, inPage(request), requireViewer(request).id, productIdOf(request.params)),
  );

  // The export feed: whoever holds the secret URL (another platform) reads it, nobody else.
  app.get<{ Params: { file: string } }>(
    '/api/ical/:file',
    described({
      tags: TAGS,
      summary: 'A listing’s days held, as an iCalendar feed (secret URL)',
      signedIn: false,
      params: z.object({ file: z.string() }),
      ok: { contentType: 'text/calendar', description: 'The feed (RFC 5545).' },
    }),
    async (request, reply) => {
      const token = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -4) : '';
      const feed = await exportFeed(db, token);
      if (!feed) throw notFound('No such calendar.');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(feed);
    },
  );
}
