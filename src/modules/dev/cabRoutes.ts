import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { appClock } from '../../http/clock.ts';
import { described } from '../../http/describe.ts';
import { parseInput } from '../../http/validate.ts';
import { DEMO_CAB_PATH, demoCabIssuer } from '../../providers/identity/cabDemo.ts';

const idTokenBody = z.object({
  subject: z.string().trim().min(1).max(255),
  email: z.email().nullable().default(null),
  emailVerified: z.boolean().default(true),
  firstName: z.string().trim().max(50).nullable().optional(),
  lastName: z.string().trim().max(50).nullable().optional(),
});

/**
 * The embedded CAB issuer (src/providers/identity/cabDemo.ts), outside production and only while
 * CAB_ISSUER is unset: its OpenID Connect discovery document, its key set, and an ID token for the
 * identity a person or a test types (what the real CAB gives after its own sign-in).
 */
export default async function devCabRoutes(app: FastifyInstance) {
  if (app.config.NODE_ENV === 'production' || app.config.CAB_ISSUER) return;
  const demo = demoCabIssuer(app.config);
  const document = z.record(z.string(), z.unknown());

  app.get(
    `${DEMO_CAB_PATH}/.well-known/openid-configuration`,
    described({
      tags: ['dev'],
      summary: 'The embedded CAB issuer’s discovery document (outside production)',
      signedIn: false,
      ok: { schema: document },
    }),
    async () => demo.discovery(),
  );

  app.get(
    `${DEMO_CAB_PATH}/jwks`,
    described({
      tags: ['dev'],
      summary: 'The embedded CAB issuer’s key set (outside production)',
      signedIn: false,
      ok: { schema: z.object({ keys: z.array(document) }) },
    }),
    async () => demo.jwks(),
  );

  app.post(
    `${DEMO_CAB_PATH}/id-token`,
    described({
      tags: ['dev'],
      summary: 'An ID token of the embedded CAB issuer for the identity given (outside production)',
      signedIn: false,
      body: idTokenBody,
      ok: { schema: z.object({ idToken: z.string() }) },
    }),
    async (request) => {
      const identity = parseInput(idTokenBody, request.body);
      return { idToken: demo.idToken(identity, appClock.now().getTime()) };
    },
  );
}
