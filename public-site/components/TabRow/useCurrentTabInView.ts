import { useEffect, useRef } from 'react';

/**
 * A row of tabs scrolls sideways on a phone: this brings the current tab (`aria-current="page"`)
 * into the row's view, so a state or tab chosen far right is not left off-screen. Only the row
 * scrolls, never the page.
 */
export function useCurrentTabInView<T extends HTMLElement>(current: unknown) {
  const row = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the current tab changes
  useEffect(() => {
    const list = row.current;
    const tab = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const left = tab.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + tab.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollLeft = Math.max(0, left - (list.clientWidth - tab.offsetWidth) / 2);
  }, [current]);
  return row;
}
