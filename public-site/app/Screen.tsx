import { useLoaderData } from 'react-router';
import { loadedScreen } from './screens.ts';
import type { ScreenData } from './siteData.ts';

/** Renders the page the route's loader chose and already loaded, so rendering never suspends. */
export function Screen() {
  const { screen } = useLoaderData() as ScreenData;
  const Page = loadedScreen(screen).default;
  return <Page />;
}
