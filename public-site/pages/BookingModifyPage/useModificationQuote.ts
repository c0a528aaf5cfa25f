import { useEffect, useState } from 'react';
import type { ModificationInput, ModificationQuote } from '../../../shared/bookings/trips.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { tripApi } from '../../components/Trip/tripContract.ts';

const QUOTE_DEBOUNCE_MS = 300;

export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; quote: ModificationQuote }
  | { status: 'failed'; message: string };

/**
 * The server's re-quote of each change, 300 ms after the renter stops changing; a newer choice
 * cancels the request of an older one. Nothing is asked while the choice is incomplete or unchanged.
 */
export function useModificationQuote(bookingId: number, input: ModificationInput | null): QuoteState {
  const [state, setState] = useState<QuoteState>({ status: 'idle' });
  const body = input ? JSON.stringify(input) : null;
  useEffect(() => {
    if (!body) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading' });
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      browserApi(tripApi.modificationQuote(bookingId), {
        method: 'POST',
        body: JSON.parse(body),
        signal: controller.signal,
      })
        .then((response) => readJson<ModificationQuote>(response))
        .then(
          (quote) => setState({ status: 'ready', quote }),
          (failure: Error) => {
            if (!controller.signal.aborted) setState({ status: 'failed', message: failure.message });
          },
        );
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [bookingId, body]);
  return state;
}
