// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EcontractState } from '../../../shared/econtracts/econtracts.ts';
import { renderWithSite, stubSiteApi } from '../../components/Trip/renderWithSite.tsx';
import { DamageAnswerForm } from './DamageAnswerForm.tsx';

const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';

beforeEach(() => {
  // happy-dom decodes and draws nothing: the phone's shrunk photo is this small JPEG.
  vi.stubGlobal('createImageBitmap', async () => ({ width: 1200, height: 900 }));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage() {} } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(JPEG);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const claim = {
  id: 5,
  status: 'open',
  amountClaimed: 35000,
  amountDecided: null,
  decisionMessage: null,
  description: 'The outboard propeller is bent.',
  tenantAnswer: null,
  tenantAnswerPhotos: [],
  answerable: true,
} as const;

const state = {
  bookingId: 42,
  bookingStatus: 'damage_claimed',
  viewerSide: 'tenant',
  listingTitle: 'Blue Wind',
  productType: 'sailboat',
  licenceRequired: false,
  equipmentKeys: [],
  checkIn: null,
  checkOut: null,
  addenda: [],
  deposit: { amount: 100000, status: 'held', capturedAmount: null },
  damageClaim: claim,
  damageDeclarableUntil: null,
  handover: null,
} as unknown as EcontractState;

const photo = {
  id: 77,
  url: '/api/v6/booking/42/econtract/photos/77',
  width: 1200,
  height: 900,
  takenAt: '2026-06-12T08:00:00.000Z',
  receivedAt: '2026-06-12T08:01:00.000Z',
};
/** The page's part: the answer replaces the state it shows. */
function Page({ initial, onAnswered }: { initial: EcontractState; onAnswered(next: EcontractState): void }) {
  const [shown, setShown] = useState(initial);
  return (
    <DamageAnswerForm
      state={shown}
      onAnswered={(next) => {
        onAnswered(next);
        setShown(next);
      }}
    />
  );
}

const text = 'The propeller was already bent at check-in, see my photo.';

describe('the renter’s answer to a damage claim', () => {
  it('uploads the chosen photo, then sends the words with its id, and shows the photo served back', async () => {
    const answered = {
      ...state,
      damageClaim: { ...claim, tenantAnswer: text, tenantAnswerPhotos: [photo], answerable: false },
    };
    const sent = stubSiteApi({
      'POST /api/v6/booking/42/econtract/photos': { status: 201, body: photo },
      'POST /api/v6/booking/42/econtract/damage-claim/answer': { body: answered },
    });
    const onAnswered = vi.fn();
    const user = userEvent.setup();
    renderWithSite(<Page initial={state} onAnswered={onAnswered} />);

    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), text);
    await user.upload(
      screen.getByTestId('damage-answer-photo-input'),
      new File([new Uint8Array([1, 2, 3])], 'bow.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('img', { name: 'Photo 1 of the answer' })).toBeTruthy();
    // nothing leaves the phone before the answer is sent
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send my answer' }));

    await waitFor(() => expect(onAnswered).toHaveBeenCalledWith(answered));
    expect(sent.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'POST /api/v6/booking/42/econtract/photos',
      'POST /api/v6/booking/42/econtract/damage-claim/answer',
    ]);
    expect(sent[1].body).toEqual({ text, photoIds: [77] });

    const shown = screen.getByTestId('damage-answer-photos').querySelector('img');
    expect(shown?.getAttribute('src')).toBe(photo.url);
    expect(screen.getByTestId('damage-answer-text').textContent).toBe(text);
  });

  it('shows the owner the renter’s words and photos, with no form', () => {
    stubSiteApi({});
    const forOwner = {
      ...state,
      viewerSide: 'owner',
      damageClaim: { ...claim, tenantAnswer: text, tenantAnswerPhotos: [photo], answerable: false },
    } as unknown as EcontractState;
    renderWithSite(<DamageAnswerForm state={forOwner} onAnswered={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Your damage claim: the renter’s side' })).toBeTruthy();
    expect(screen.getByText('The renter’s answer:')).toBeTruthy();
    expect(screen.getByTestId('damage-answer-text').textContent).toBe(text);
    expect(screen.getByRole('img', { name: 'Photo 1 of the answer' }).getAttribute('src')).toBe(photo.url);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
