// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleForm } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin, stubApi } from '../testing/renderInAdmin.tsx';
import { DateInput } from './LocaleDateInput.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a date input in the console', () => {
  it('shows and takes a day as the French console writes it, and sends it as YYYY-MM-DD', async () => {
    stubApi({});
    const onSubmit = vi.fn();
    renderInAdmin(
      <SimpleForm record={{ id: 1, absentFrom: '2026-11-30' }} onSubmit={onSubmit}>
        <DateInput source="absentFrom" label="Absent du" />
      </SimpleForm>,
      { locale: 'fr', resource: 'sales-teammates' },
    );
    const input = await screen.findByRole('textbox', { name: 'Absent du' });
    expect((input as HTMLInputElement).value).toBe('30/11/2026');
    expect(input.getAttribute('placeholder')).toBe('30/11/2026');
    await userEvent.clear(input);
    await userEvent.type(input, '1/12/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ absentFrom: '2026-12-01' });
  });

  it('says how to write a day it cannot read', async () => {
    stubApi({});
    renderInAdmin(
      <SimpleForm record={{ id: 1 }}>
        <DateInput source="absentFrom" label="Absent du" />
      </SimpleForm>,
      { locale: 'fr', resource: 'sales-teammates' },
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Absent du' }), '31/02/2027');
    expect(await screen.findByText('Écrivez le jour ainsi : 30/11/2026.')).toBeTruthy();
  });
});
