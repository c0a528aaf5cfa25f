// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EcontractState, Inspection } from '../../../shared/econtracts/econtracts.ts';
import { renderWithSite, stubSiteApi } from '../../components/Trip/renderWithSite.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';
import { DamageClaimForm } from './DamageClaimForm.tsx';
import { InspectionForm } from './InspectionForm.tsx';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(() => {
  const context = new Proxy(
    {},
    {
      get: (_target, key) => (key === 'measureText' ? () => ({ width: 320 }) : () => undefined),
      set: () => true,
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
  vi.stubGlobal('EventSource', undefined);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ownersRecord = {
  id: 9,
  kind: 'in',
  addendumOf: null,
  clientId: null,
  status: 'awaiting_signatures',
  skipper: { name: 'Rita Renter', idDocument: 'P1234567', licenceNumber: '' },
  fuelLevel: 75,
  engineHours: 1520,
  equipment: [],
  damages: [],
  remarks: 'Fender missing on the port side',
  photos: [],
  tenantSignedAt: null,
  ownerSignedAt: '2026-06-01T09:02:00Z',
  tenantStrokes: null,
  ownerStrokes: null,
  tenantSignatureMethod: null,
  ownerSignatureMethod: 'drawn',
  recordedBy: 'owner',
  tenantRemarks: null,
  ownerRemarks: null,
  signedAt: null,
  dataHash: null,
  pdfUrl: null,
  createdAt: '2026-06-01T09:00:00Z',
} satisfies Inspection;

const state = {
  bookingId: 42,
  bookingStatus: 'accepted',
  viewerSide: 'tenant',
  listingTitle: 'Blue Wind',
  productType: 'sailboat',
  licenceRequired: false,
  equipmentKeys: [],
  checkIn: ownersRecord,
  checkOut: null,
  addenda: [],
  deposit: { amount: 0, status: 'none', capturedAmount: null },
  damageClaim: null,
  damageDeclarableUntil: null,
  handover: null,
} as unknown as EcontractState;

describe('the renter reviews the owner’s record', () => {
  it('reads what was recorded, adds remarks and signs it; the seal shows no hash', async () => {
    const signed = {
      ...ownersRecord,
      status: 'signed',
      tenantSignedAt: '2026-06-01T09:05:00Z',
      tenantRemarks: 'Small scratch by the ladder',
      signedAt: '2026-06-01T09:05:00Z',
      dataHash: 'a'.repeat(64),
    };
    const sent = stubSiteApi({
      'POST /api/v6/booking/42/econtract/contracts/9/signature': { body: signed },
      'GET /api/v6/booking/42/econtract': { body: { ...state, checkIn: signed } },
    });
    const user = userEvent.setup();
    renderWithSite(<ConfirmStep initial={state} kind="in" />, { language: 'fr' });

    expect(screen.getByTestId('econtract-review').textContent).toContain('Le propriétaire a rempli');
    expect(screen.getByTestId('econtract-remarks').textContent).toContain('Fender missing on the port side');
    await user.type(screen.getByTestId('econtract-review-remarks'), 'Small scratch by the ladder');
    await user.click(screen.getByTestId('econtract-type-instead'));
    await user.type(screen.getByRole('textbox', { name: 'Vos nom et prénom' }), 'Rita Renter');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByTestId('econtract-sign'));

    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ method: 'typed', remarks: 'Small scratch by the ladder' });
    const sealed = await screen.findByTestId('econtract-sealed');
    expect(sealed.textContent).toContain('Signé par les deux');
    expect(sealed.textContent).not.toContain('aaaaaaaa');
    expect(screen.getByTestId('econtract-remarks').textContent).toContain(
      'Locataire\u00a0: Small scratch by the ladder',
    );
  });
});

describe('the inspection form’s errors', () => {
  it('are in the page’s language and leave a field as soon as it is fixed', async () => {
    stubSiteApi({
      'POST /api/v6/booking/42/econtract/in': {
        status: 400,
        body: {
          error: {
            code: 'validation-failed',
            message: 'Some fields are missing or invalid.',
            fields: { 'skipper.name': 'skipperNameRequired', 'skipper.idDocument': 'idDocumentRequired' },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderWithSite(<InspectionForm state={{ ...state, checkIn: null }} kind="in" />, { language: 'de' });
    await user.click(screen.getByRole('button', { name: 'Speichern und zu den Unterschriften' }));

    const status = await screen.findByText(
      'Einige Angaben müssen korrigiert werden: siehe die markierten Felder.',
    );
    expect(status).toBeTruthy();
    expect(document.body.textContent).not.toContain('Some fields are missing');
    expect(screen.getByText('Geben Sie den vollständigen Namen des Skippers ein.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Vollständiger Name/ }), 'Rita Renter');
    expect(screen.queryByText('Geben Sie den vollständigen Namen des Skippers ein.')).toBeNull();
    // The field not fixed yet keeps its error.
    expect(document.querySelectorAll('.econtract__field-error')).toHaveLength(1);
  });
});

describe('the owner’s damage claim', () => {
  it('says a refusal in the page’s language, never the server’s English message', async () => {
    stubSiteApi({
      'POST /api/v6/booking/42/econtract/damage-claim': {
        status: 409,
        body: {
          error: { code: 'damage-window-closed', message: 'The window to declare a damage is closed.' },
        },
      },
    });
    const user = userEvent.setup();
    renderWithSite(
      <DamageClaimForm
        state={{ ...state, viewerSide: 'owner', damageDeclarableUntil: '2026-06-09T09:00:00Z' }}
        onDeclared={() => undefined}
      />,
      { language: 'de' },
    );
    await user.type(screen.getAllByRole('textbox')[0], 'Kratzer');
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(document.querySelector('.econtract__error')?.textContent).toBeTruthy());
    expect(document.body.textContent).not.toContain('The window to declare');
  });
});
