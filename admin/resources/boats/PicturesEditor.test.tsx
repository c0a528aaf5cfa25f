// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin, spyOnApi } from '../../testing/renderInAdmin.tsx';
import { boatRecord } from './boatRecord.fixture.ts';
import { PicturesEditor } from './PicturesEditor.tsx';

afterEach(cleanup);

describe('arranging a boat’s pictures', () => {
  it('sends the kept pictures in their new order, the cover first, with their captions', async () => {
    const sent = spyOnApi(() => ({ body: boatRecord() }));
    const user = userEvent.setup();
    renderInAdmin(<PicturesEditor />, { resource: 'boats', record: boatRecord() });

    await user.click(await screen.findByRole('button', { name: 'Make picture 3 the cover' }));
    await user.click(screen.getByRole('button', { name: 'Remove picture 3' }));
    const caption = screen.getByRole('textbox', { name: 'Description of picture 1' });
    await user.type(caption, 'Flybridge');
    await user.click(screen.getByRole('button', { name: 'Save pictures' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      url: '/api/admin/boats/7/pictures',
      body: {
        pictures: [
          { id: 73, alt: 'Flybridge' },
          { id: 71, alt: 'Deck' },
        ],
      },
    });
    expect(await screen.findByText('Pictures saved')).toBeTruthy();
  });
});
