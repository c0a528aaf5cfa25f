import { Card, CardContent, Typography } from '@mui/material';

// Longer values are sentences ("oldest 2 d 5 h, average 31 h") and wrap; shorter ones are figures.
const FIGURE_CHARS = 18;

/**
 * One dashboard figure in its card. A figure stays on one line and shrinks to the card's width
 * (a container query) rather than overflowing it: the card clips, and "1 817 054,73 €" lost its "€".
 */
export function Figure({
  label,
  value: shown,
  testId,
  size = 1.5,
}: {
  label: string;
  value: string | number;
  testId: string;
  /** The figure's largest size, in rem. */
  size?: number;
}) {
  const value = String(shown);
  const isFigure = value.length <= FIGURE_CHARS;
  return (
    <Card variant="outlined" sx={{ flex: '1 1 160px', height: '100%', containerType: 'inline-size' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography
          component="p"
          data-testid={testId}
          data-figure
          sx={{
            lineHeight: 1.3,
            fontSize: isFigure
              ? `min(${size}rem, calc((100cqi - 32px) / ${(0.62 * value.length).toFixed(2)}))`
              : `${size * 0.8}rem`,
            whiteSpace: isFigure ? 'nowrap' : 'normal',
          }}
        >
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}
