import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { appClock } from '../../http/clock.ts';
import { described } from '../../http/describe.ts';
import { parseInput } from '../../http/validate.ts';

const clockBody = z.object({ now: z.iso.datetime({ offset: true }).nullable() });
/** The server's time now, as set (or the real time again). */
const clockAnswer = z.object({ now: z.iso.datetime() });

/**
 * Tests only (NODE_ENV=test, never registered otherwise): POST /api/dev/clock {"now": ISO instant}
 * sets the server's clock, {"now": null} puts it back to real time.
 */
export default async function devClockRoutes(app: FastifyInstance) {
  if (app.config.NODE_ENV !== 'test') return;
  app.post(
    '/api/dev/clock',
    described({
      tags: ['dev'],
      summary: 'Set the server clock (tests only)',
      signedIn: false,
      body: clockBody,
      ok: { schema: clockAnswer },
    }),
    async (request) => {
      const { now } = parseInput(clockBody, request.body);
      appClock.set(now ? new Date(now) : null);
      return { now: appClock.now().toISOString() };
    },
  );
}
