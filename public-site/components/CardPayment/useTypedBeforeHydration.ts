import { type RefObject, useEffect } from 'react';

/**
 * What a person typed into a server-rendered form before the page's script took over (a slow phone
 * shows the form early): hydration leaves the fields' text and ticks in place but not in the state,
 * so the form would send empty fields, or keep its button disabled under a ticked box. Once mounted,
 * `keep` reads each named field's value as typed and takes it into the state.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  keep: (typed: (name: string) => string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the page takes over
  useEffect(() => {
    const fields = form.current?.elements;
    if (fields) keep((name) => (fields.namedItem(name) as HTMLInputElement | null)?.value ?? '');
  }, []);
}
