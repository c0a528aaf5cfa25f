// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin, spyOnApi } from '../../testing/renderInAdmin.tsx';
import { BoatCalendar } from './BoatCalendar.tsx';
import { boatRecord } from './boatRecord.fixture.ts';

afterEach(cleanup);

describe('a boat’s calendar', () => {
  it('blocks dates with a reason and a note', async () => {
    const sent = spyOnApi(() => ({ body: boatRecord() }));
    const user = userEvent.setup();
    renderInAdmin(<BoatCalendar />, { resource: 'boats', record: boatRecord() });

    const form = await screen.findByRole('form', { name: 'Block these dates' });
    const [from, until] = [
      screen.getAllByLabelText('From').find((el) => form.contains(el)),
      screen.getAllByLabelText('Until (not included)').find((el) => form.contains(el)),
    ] as HTMLInputElement[];
    await user.type(from, '2031-05-04');
    await user.type(until, '2031-05-11');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Engine service');
    await user.click(screen.getByRole('button', { name: 'Block these dates' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/admin/boats/7/blocks',
      body: { startDate: '2031-05-04', endDate: '2031-05-11', reason: 'maintenance', note: 'Engine service' },
    });
  });

  it('frees a block with DELETE', async () => {
    const sent = spyOnApi(() => ({ body: boatRecord() }));
    const user = userEvent.setup();
    renderInAdmin(<BoatCalendar />, { resource: 'boats', record: boatRecord() });
    await user.click(await screen.findByRole('button', { name: 'Free Mar 2, 2027 to Mar 9, 2027' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'DELETE', url: '/api/admin/boats/7/blocks/12', body: undefined });
    expect(await screen.findByText('Dates freed')).toBeTruthy();
  });
});
