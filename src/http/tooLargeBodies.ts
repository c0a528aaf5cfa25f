import type { FastifyInstance } from 'fastify';

/** What is read and thrown away of a refused body, at most, so that its sender can read the 413. */
const MAX_DRAINED_BYTES = 128 * 1024 * 1024;
const MAX_DRAIN_MS = 60_000;

/**
 * A body refused as too large (413) is answered before it is read. Closing the connection then, with
 * the rest of the body still arriving, makes the kernel reset it, and the client sees a reset instead
 * of the answer. So the connection stays open and the rest is read and thrown away (Node's own
 * behaviour for an unread request), up to a bound in bytes and time, past which it is cut.
 */
export function answerTooLargeBodiesReadably(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 413 || request.raw.complete) return payload;
    reply.removeHeader('connection');
    const body = request.raw;
    let drained = 0;
    const cut = () => body.socket?.destroy();
    const timer = setTimeout(cut, MAX_DRAIN_MS);
    timer.unref();
    body.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > MAX_DRAINED_BYTES) cut();
    });
    body.once('end', () => clearTimeout(timer));
    body.once('close', () => clearTimeout(timer));
    return payload;
  });
}
