// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin, stubApi } from '../../testing/renderInAdmin.tsx';
import { SalesSettingsPanel } from './SalesSettingsPanel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sales settings', () => {
  it('saves the distribution rule and the discount limit with PUT /api/v6/account/sales-settings', async () => {
    const settings = {
      distributionRule: 'round_robin',
      maxDiscountPercent: 10,
      updatedAt: null,
      updatedBy: null,
    };
    const api = stubApi({
      'GET /api/v6/account/sales-settings': { body: settings },
      'PUT /api/v6/account/sales-settings': (req) => ({ body: { ...settings, ...(req.body as object) } }),
    });
    renderInAdmin(<SalesSettingsPanel />, { role: 'sales' });
    const limit = await screen.findByLabelText('Discount limit without approval (%)');
    await waitFor(() => expect(limit).toHaveProperty('value', '10'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Distribution rule' }));
    await userEvent.click(await screen.findByRole('option', { name: 'By language' }));
    await userEvent.clear(limit);
    await userEvent.type(limit, '15');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.changes()).toHaveLength(1));
    const [req] = api.changes();
    expect(req.method).toBe('PUT');
    expect(req.url).toBe('/api/v6/account/sales-settings');
    expect(req.body).toEqual({ distributionRule: 'by_language', maxDiscountPercent: 15 });
    expect(req.headers.get('X-XSRF-TOKEN')).toBe('test-xsrf');
  });
});
