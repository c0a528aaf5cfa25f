// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EcontractState, Inspection } from '../../../shared/econtracts/econtracts.ts';
import { renderWithSite, stubSiteApi } from '../../components/Trip/renderWithSite.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(() => {
  // happy-dom draws nothing: a 2D context that accepts every call, and a PNG to send.
  const context = new Proxy(
    {},
    {
      get: (_target, key) => (key === 'measureText' ? () => ({ width: 320 }) : () => undefined),
      set: () => true,
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
  // No live stream in the test: the page's fallback is not what is tested here.
  vi.stubGlobal('EventSource', undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const checkIn = {
  id: 9,
  kind: 'in',
  addendumOf: null,
  clientId: null,
  status: 'awaiting_signatures',
  skipper: { name: 'Rita Renter', idDocument: 'P1234567', licenceNumber: '' },
  fuelLevel: 100,
  engineHours: 1520,
  equipment: [],
  damages: [],
  remarks: '',
  photos: [],
  tenantSignedAt: null,
  ownerSignedAt: null,
  tenantStrokes: null,
  ownerStrokes: null,
  tenantSignatureMethod: null,
  ownerSignatureMethod: null,
  recordedBy: 'owner',
  tenantRemarks: null,
  ownerRemarks: null,
  signedAt: null,
  dataHash: null,
  pdfUrl: null,
  createdAt: '2026-06-01T09:00:00Z',
} as Inspection;

const state = {
  bookingId: 42,
  bookingStatus: 'accepted',
  viewerSide: 'tenant',
  listingTitle: 'Blue Wind',
  productType: 'sailboat',
  licenceRequired: false,
  equipmentKeys: [],
  checkIn,
  checkOut: null,
  addenda: [],
  deposit: { amount: 0, status: 'none' },
  damageClaim: null,
  damageDeclarableUntil: null,
} as unknown as EcontractState;

describe('signing by keyboard', () => {
  it('types the name, ticks the box and signs without a pointer; nothing is sent before Sign', async () => {
    const signedAt = '2026-06-01T09:05:00Z';
    const sent = stubSiteApi({
      'POST /api/v6/booking/42/econtract/contracts/9/signature': {
        body: { ...checkIn, tenantSignedAt: signedAt, tenantSignatureMethod: 'typed' },
      },
      'GET /api/v6/booking/42/econtract': {
        body: { ...state, checkIn: { ...checkIn, tenantSignedAt: signedAt, tenantSignatureMethod: 'typed' } },
      },
    });
    const user = userEvent.setup();
    renderWithSite(<ConfirmStep initial={state} kind="in" />);

    const sign = screen.getByRole('button', { name: 'Sign' });
    const toggle = screen.getByRole('button', { name: 'I can’t draw: type my name instead' });
    toggle.focus();
    await user.keyboard('{Enter}');
    const name = screen.getByRole('textbox', { name: 'Your full name' });
    expect(document.activeElement).toBe(name);
    await user.keyboard('Rita Renter');
    expect(
      screen.getByRole('img', { name: 'Your signature as it will appear on the contract: Rita Renter' }),
    );
    // Without the box ticked, Sign stays off.
    expect((sign as HTMLButtonElement).disabled).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('checkbox', {
        name: 'I confirm that this typed name is my signature on this contract',
      }),
    );
    await user.keyboard(' ');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Draw my signature instead' }));
    await user.tab();
    expect(document.activeElement).toBe(sign);
    expect(sent).toEqual([]);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(sent[0].body).toEqual({ method: 'typed', typedName: 'Rita Renter', typedConsent: true, png: PNG });
    await waitFor(() =>
      expect(screen.getByTestId('econtract-tenant-signed').textContent).toContain('(typed)'),
    );
  });
});
