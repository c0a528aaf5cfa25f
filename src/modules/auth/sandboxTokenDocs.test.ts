import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sandboxIdentityProvider } from '../../providers/identity/sandbox.ts';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe('the README’s sandbox sign-in token', () => {
  it('names the claims the sandbox provider reads, so a token written from it signs in', async () => {
    const documented = /`sandbox\.<base64url JSON \{([^}]*)\}>`/.exec(readme)?.[1];
    expect(documented, 'README documents the sandbox token').toBeDefined();
    const claims = Object.fromEntries(
      (documented ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => /^\w+$/.test(name))
        .map((name) => [name, name === 'email' ? 'docs@example.test' : `docs-${name}`]),
    );
    const token = `sandbox.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    const identity = await sandboxIdentityProvider.verify('sandbox', token);
    expect(identity).toMatchObject({ providerId: 'sandbox', email: 'docs@example.test' });
    expect(identity.subject).toMatch(/^docs-/);
  });
});
