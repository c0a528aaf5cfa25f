import type { FastifyInstance } from 'fastify';
import { messagingPaths } from '../../../shared/messaging/messaging.ts';
import { described } from '../../http/describe.ts';
import { HttpError } from '../../http/errors.ts';
import { requireViewer } from '../auth/session.ts';
import { unreadTotal } from '../messaging/service.ts';
import { TooManyStreams } from './hub.ts';
import { eventExists, latestEventId, listEventsAfter } from './repository.ts';
import { TabStream } from './tabStream.ts';

/** How far back before a Last-Event-ID a replay looks for events that committed late. */
const REPLAY_OVERLAP_SECONDS = 5;
/** A tab away for longer than this many events reloads what it shows instead. */
const REPLAY_LIMIT = 500;
/** A client refused because the process is full comes back after this. */
const STREAMS_FULL_RETRY_SECONDS = 30;
/** How long a browser waits before reconnecting a dropped stream. */
const RECONNECT_MS = 3000;

/**
 * `GET /api/v6/events`: one server-sent-events stream per tab (DESIGN.md, "Live updates"). It opens
 * with `ready` and the viewer's `unread.count`, replays what came after the tab's Last-Event-ID (or
 * `resync` when that is too old to replay), then carries each live event with its `id:`; a comment
 * every 25 s keeps proxies from closing it. The streams are handed to this process's hub.
 */
export default async function eventRoutes(app: FastifyInstance) {
  const hub = app.eventHub;

  app.get(
    messagingPaths.events,
    {
      ...described({
        tags: ['events'],
        summary: 'The tab’s live events (text/event-stream), replayed after Last-Event-ID',
        signedIn: true,
        ok: { contentType: 'text/event-stream', description: 'The stream of the tab’s events.' },
        // The process holds as many streams as it may (EVENT_STREAMS_PER_PROCESS): Retry-After says when.
        errors: [503],
      }),
      sse: { kind: 'manual' },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const header = request.headers['last-event-id'];
      const lastEventId = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;
      const stream = new TabStream(reply.sse);
      let remove: () => void;
      try {
        remove = hub.add(viewer.id, stream);
      } catch (err) {
        if (!(err instanceof TooManyStreams)) throw err;
        reply.header('retry-after', String(STREAMS_FULL_RETRY_SECONDS));
        throw new HttpError(
          503,
          'too-many-streams',
          'This server holds all the live streams it can; try again shortly.',
        );
      }
      reply.sse.keepAlive();
      reply.sse.onClose(remove);

      // A first connection gets the newest event id with `ready`: if it drops before any event of
      // its own, it still reconnects with a Last-Event-ID and replays what came meanwhile.
      await stream.send(
        'ready',
        {},
        RECONNECT_MS,
        lastEventId === null ? String(await latestEventId(app.db)) : undefined,
      );
      await stream.send('unread.count', { total: await unreadTotal(app.db, viewer.id) });
      if (lastEventId === null) return stream.finishReplay([]);
      if (lastEventId > 0 && !(await eventExists(app.db, lastEventId))) {
        await stream.send('resync', {});
        return stream.finishReplay([]);
      }
      const missed = await listEventsAfter(
        app.db,
        viewer.id,
        lastEventId,
        REPLAY_OVERLAP_SECONDS,
        REPLAY_LIMIT,
      );
      if (missed.length === REPLAY_LIMIT) {
        await stream.send('resync', {});
        return stream.finishReplay([]);
      }
      return stream.finishReplay(missed);
    },
  );
}
