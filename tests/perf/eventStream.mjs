// The messenger benchmarks' client: sign-in and an events stream on its own socket, as a tab has.
import http from 'node:http';

export async function bearer(base, email) {
  const res = await fetch(`${base}/api/v6/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Bosun-demo-2026' }),
  });
  if (!res.ok) throw new Error(`sign-in failed for ${email}: ${res.status}`);
  return `Bearer ${(await res.json()).authToken}`;
}

/**
 * Opens `GET /api/v6/events` (with Last-Event-ID when given); `onEvent(type, data, id)` for each
 * event, `onEnd()` when the server or the network ends it. Resolves with the request (destroy it to
 * drop the stream) once the server answered 200.
 */
export function openStream(base, authorization, { lastEventId, onEvent = () => {}, onEnd = () => {} } = {}) {
  let ended = false;
  const endOnce = () => {
    if (!ended) onEnd();
    ended = true;
  };
  return new Promise((resolve, reject) => {
    const headers = { authorization, accept: 'text/event-stream' };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const req = http.get(`${base}/api/v6/events`, { agent: false, headers }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          const id = /^id: (.*)$/m.exec(block)?.[1] ?? null;
          if (type && data) onEvent(type, JSON.parse(data), id);
          end = buffer.indexOf('\n\n');
        }
      });
      res.on('close', endOnce);
      resolve(req);
    });
    req.on('error', (err) => {
      endOnce();
      reject(err);
    });
  });
}
