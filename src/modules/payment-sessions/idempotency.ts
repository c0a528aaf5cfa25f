import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/connection.ts';
import { badRequest, HttpError, unprocessable } from '../../http/errors.ts';
import { sha256 } from '../auth/session.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

/** The header of a payment or booking-creating call that may be replayed (DESIGN.md, "Idempotency"). */
export const idempotencyHeaders = z.object({
  'idempotency-key': z.string().regex(IDEMPOTENCY_KEY, 'invalid').optional().meta({
    description:
      'Any 8 to 200 visible characters, new for each intended call: a replay answers the first answer; a replay with another body is 422.',
  }),
});

/** The request's `Idempotency-Key` header (8 to 200 visible characters), if it sent one; else a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
    throw badRequest('Idempotency-Key must be 8 to 200 visible characters.', {
      'Idempotency-Key': 'invalid',
    });
  }
  return key;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * Claims an Idempotency-Key inside the caller's transaction (DESIGN.md). Returns the first answer
 * when the key was used before with the same request; a different request under the same key is a
 * 422. On PostgreSQL a concurrent claim of the same key waits for the first transaction to commit.
 */
export async function claimIdempotencyKey(
  tx: Queryable,
  claim: { scope: string; key: string; userId: number; request: unknown },
): Promise<StoredAnswer | null> {
  const requestHash = sha256(JSON.stringify(claim.request));
  const inserted = await tx.query(
    `INSERT INTO idempotency_keys (key, user_id, scope, request_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
    [claim.key, claim.userId, claim.scope, requestHash],
  );
  if (inserted.rowCount > 0) return null;
  const { rows } = await tx.query<{
    request_hash: string;
    response_status: number | null;
    response_body: unknown;
  }>(
    'SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE scope = $1 AND key = $2',
    [claim.scope, claim.key],
  );
  const stored = rows[0];
  if (!stored || stored.request_hash !== requestHash) {
    throw unprocessable(
      'idempotency-key-reused',
      'This Idempotency-Key was already used for another request.',
    );
  }
  if (stored.response_status === null) {
    throw new HttpError(409, 'request-in-progress', 'The same request is still being processed.');
  }
  return { status: stored.response_status, body: stored.response_body };
}

export async function storeIdempotentAnswer(
  tx: Queryable,
  claim: { scope: string; key: string },
  answer: StoredAnswer,
): Promise<void> {
  await tx.query(
    'UPDATE idempotency_keys SET response_status = $3, response_body = $4 WHERE scope = $1 AND key = $2',
    [claim.scope, claim.key, answer.status, JSON.stringify(answer.body)],
  );
}
