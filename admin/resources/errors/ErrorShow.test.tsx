// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin, spyOnApi } from '../../testing/renderInAdmin.tsx';
import { ErrorShow } from './ErrorShow.tsx';

afterEach(cleanup);

const group = {
  id: 7,
  project: 'site',
  title: "TypeError: Cannot read properties of undefined (reading 'price')",
  culprit: 'PriceBox in /assets/ProductPage-Cd34.js',
  level: 'error',
  count: 50,
  firstSeenAt: '2026-07-01T10:00:00.000Z',
  lastSeenAt: '2026-07-02T10:00:00.000Z',
  release: 'bosun@abc123',
  environment: 'production',
  browser: 'Chrome 131',
  url: 'https://bosun.test/en/boat-rental/nice',
  fingerprint: 'f'.repeat(32),
  latestEventId: 'e'.repeat(32),
  latestEvent: {
    exception: {
      values: [
        {
          type: 'TypeError',
          value: "Cannot read properties of undefined (reading 'price')",
          stacktrace: {
            frames: [
              { filename: '/assets/entry-client.js', function: 'hydrate', lineno: 1, colno: 10 },
              {
                filename: 'public-site/pages/ProductPage/PriceBox.tsx',
                function: 'PriceBox',
                lineno: 7,
                colno: 3,
                context_line: '  return <p>{quote.price}</p>;',
              },
            ],
          },
        },
      ],
    },
    breadcrumbs: [
      { timestamp: 1782986400, category: 'navigation', message: 'to /en/boat-rental/nice' },
      { timestamp: 1782986401, category: 'ui.click', message: 'button.book' },
    ],
    tags: { visitorUlid: '01JD5Z6Y3N8QKX0M9V7T2R4P6W' },
  },
};

describe('the Errors page', () => {
  it('opens a group: count, release, browser, the stack innermost first and the breadcrumbs', async () => {
    const sent = spyOnApi(() => ({ body: group }));
    const user = userEvent.setup();
    renderInAdmin(<ErrorShow id={7} />, { resource: 'errors', role: 'admin' });

    expect(await screen.findByText(group.title)).toBeTruthy();
    expect(screen.getByText('50')).toBeTruthy();
    expect(screen.getByText('bosun@abc123')).toBeTruthy();
    expect(screen.getByText('Chrome 131')).toBeTruthy();
    expect(sent[0]).toEqual({ method: 'GET', url: '/api/admin/errors/7', body: undefined });

    await user.click(screen.getByRole('tab', { name: 'Stack' }));
    const stack = await screen.findByText(/at PriceBox/);
    expect(stack.textContent?.indexOf('PriceBox')).toBeLessThan(stack.textContent?.indexOf('hydrate') ?? 0);
    // A frame mapped through the build's source maps shows its original file and code line.
    expect(stack.textContent).toContain('at PriceBox (public-site/pages/ProductPage/PriceBox.tsx:7:3)');
    expect(stack.textContent).toContain('> return <p>{quote.price}</p>;');

    await user.click(screen.getByRole('tab', { name: 'Breadcrumbs' }));
    const rows = await screen.findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TimeCategoryMessage',
      expect.stringContaining('navigationto /en/boat-rental/nice'),
      expect.stringContaining('ui.clickbutton.book'),
    ]);
  });

  it('resolves a group with a DELETE', async () => {
    const sent = spyOnApi(() => ({ body: group }));
    const user = userEvent.setup();
    renderInAdmin(<ErrorShow id={7} />, { resource: 'errors', role: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    const confirm = await screen.findByRole('button', { name: /Confirm/ });
    await user.click(confirm);
    await waitFor(() => expect(sent.filter((r) => r.method === 'DELETE')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'DELETE')?.url).toBe('/api/admin/errors/7');
  });
});
