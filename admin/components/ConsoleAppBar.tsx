import { Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { AppBar, AppBarClasses, type AppBarProps } from 'react-admin';

/**
 * The console's top bar. A page's title (a long boat name, a booking reference and its resource) wraps
 * onto a second line on a phone and ends in an ellipsis past it, with its whole text in a tooltip, so
 * that it is never cut without a trace and never pushes the language, refresh and account buttons.
 */
export function ConsoleAppBar(props: AppBarProps) {
  return (
    <AppBar {...props}>
      <WrappingPageTitle />
    </AppBar>
  );
}

/**
 * react-admin's title container (its `<Title>` portals each page's title into `#react-admin-title`),
 * on two lines instead of one cut line; its `title` attribute follows whatever the page writes in it.
 */
function WrappingPageTitle() {
  const container = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const followText = () => {
      const text = element.textContent?.trim() ?? '';
      if (text) element.setAttribute('title', text);
      else element.removeAttribute('title');
    };
    followText();
    const observer = new MutationObserver(followText);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return (
    <Typography
      ref={container}
      id="react-admin-title"
      className={AppBarClasses.title}
      variant="h6"
      color="inherit"
      data-testid="console-title"
      sx={{
        flex: '1 1 0',
        minWidth: 0,
        fontSize: { xs: '1rem', sm: '1.25rem' },
        lineHeight: 1.25,
        overflowWrap: 'anywhere',
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 2,
        overflow: 'hidden',
        // react-admin wraps the page's title in an inline-block (its preferences editor), which the
        // clamp could not cut into lines: inline, its words wrap and clamp like the bar's own text.
        '& .RaConfigurable-root': { display: 'inline' },
      }}
    />
  );
}
