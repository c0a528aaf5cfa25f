/** A tiny SVG writer: gradients and clip paths get document-unique ids, numbers are rounded to keep files small. */
import type { SeededRandom } from '../random.ts';

export type Stop = [offset: number, color: string, opacity?: number];

export class Drawing {
  private readonly defs: string[] = [];
  private count = 0;

  /** Swappable, so that a boat drawn from its listing's seed can then be framed by the view's own randomness. */
  constructor(public rng: SeededRandom) {}

  id(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  /** A vertical gradient unless another direction is given; returns the `url(#...)` to use as a fill. */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('lg');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('rg');
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopTags(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(markup: string): string {
    const id = this.id('cp');
    this.defs.push(`<clipPath id="${id}">${markup}</clipPath>`);
    return `url(#${id})`;
  }

  document(title: string, body: string, width = 1200, height = 800): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="title">` +
      `<title id="title">${escapeXml(title)}</title><defs>${this.defs.join('')}</defs>${body}</svg>`
    );
  }
}

function stopTags(stops: Stop[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** Rounds to one decimal: enough for a 1200 px picture. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A polyline path through points. */
export function line(points: [number, number][]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join(' ');
}

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}
