import { describe, expect, it } from 'vitest';
import type { ScreenLoaderContext } from '../../app/screens.ts';
import { loader } from './PaymentFingerprintPage.tsx';

function contextFor(url: string, asked: string[]) {
  return {
    request: new Request(url),
    route: { name: 'paymentFingerprint', language: 'fr', params: {} },
    language: 'fr',
    currency: 'EUR',
    api: async (path: string) => {
      asked.push(path);
      return new Response(JSON.stringify({ error: { code: 'not-found' } }), { status: 404 });
    },
  } as unknown as ScreenLoaderContext;
}

describe('the 3-D Secure page’s loader', () => {
  it('asks the API nothing without a payment in its link, and answers 404', async () => {
    for (const url of ['http://x/fr/ps/fingerprint', 'http://x/fr/ps/fingerprint?payment_intent=a/b']) {
      const asked: string[] = [];
      const result = await loader(contextFor(url, asked));
      expect(asked).toEqual([]);
      expect(result.status).toBe(404);
    }
  });

  it('asks for the named payment', async () => {
    const asked: string[] = [];
    await loader(contextFor('http://x/fr/ps/fingerprint?payment_intent=pi_sandbox_42', asked));
    expect(asked[0]).toMatch(/^\/api\/v6\/payments\/sandbox\/pi_sandbox_42\/authenticate\?/);
  });
});
