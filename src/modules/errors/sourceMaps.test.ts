import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { compileFunction } from 'node:vm';
import { transform } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSymbolicator, type Symbolicate } from './sourceMaps.ts';

// A tiny component, minified with its map the way the site's build does, then run to get a real stack.
const SOURCE = `export function PriceBox(props: { price: number }): string {
  const label = formatPrice(props.price);
  return label;
}

function formatPrice(price: number): string {
  if (price < 0) throw new RangeError('negative price');
  return price + ' EUR';
}
`;

interface Frame {
  filename?: string;
  function?: string;
  lineno?: number;
  colno?: number;
  in_app?: boolean;
  context_line?: string;
  data?: { minified?: string };
}

let root: string;
let symbolicate: Symbolicate;
let sentFrames: Frame[];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'bosun-maps-'));
  const assets = join(root, 'dist/client/assets');
  mkdirSync(assets, { recursive: true });
  mkdirSync(join(root, 'public-site'), { recursive: true });
  const built = await transform(SOURCE, {
    loader: 'tsx',
    format: 'cjs',
    minify: true,
    sourcemap: 'external',
    sourcefile: relative(assets, join(root, 'public-site/PriceBox.tsx')),
    sourcesContent: true,
  });
  const bundle = join(assets, 'PriceBox-a1b2c3.js');
  writeFileSync(bundle, built.code);
  writeFileSync(`${bundle}.map`, built.map);
  expect(built.code).not.toContain('formatPrice');

  // Run as the browser would load it from its served URL (compileFunction adds no wrapper lines).
  const module = { exports: {} as { PriceBox?: (props: { price: number }) => string } };
  compileFunction(built.code, ['exports', 'module'], {
    filename: 'https://bosun.test/assets/PriceBox-a1b2c3.js',
  })(module.exports, module);
  let stack = '';
  try {
    module.exports.PriceBox?.({ price: -1 });
  } catch (error) {
    stack = (error as Error).stack ?? '';
  }
  // V8's "at name (file:line:col)" lines, as the browser SDK sends them: oldest first, served URLs.
  sentFrames = [...stack.matchAll(/at (?:(\S+) \()?(https:\S*PriceBox-a1b2c3\.js):(\d+):(\d+)/g)]
    .map((match) => ({
      filename: match[2],
      function: match[1],
      lineno: Number(match[3]),
      colno: Number(match[4]),
      in_app: true,
    }))
    .reverse();
  symbolicate = createSymbolicator({
    distDir: join(root, 'dist'),
    sourceRoot: root,
    release: () => 'bosun@abc',
  });
});

const eventOf = (frames: Frame[], release = 'bosun@abc') => ({
  release,
  exception: { values: [{ type: 'RangeError', value: 'negative price', stacktrace: { frames } }] },
});
const framesOf = (event: Record<string, unknown>) =>
  (event as ReturnType<typeof eventOf>).exception.values[0].stacktrace.frames;

describe('symbolication with the build’s hidden source maps', () => {
  it('gives a minified stack its original file, line, column, function and code line', () => {
    expect(sentFrames).toHaveLength(2);
    expect(sentFrames.map((frame) => frame.function)).not.toContain('formatPrice');
    const [caller, thrower] = framesOf(symbolicate('site', eventOf(sentFrames)));
    expect(thrower).toMatchObject({
      filename: 'public-site/PriceBox.tsx',
      function: 'formatPrice',
      lineno: 7,
      in_app: true,
      context_line: "  if (price < 0) throw new RangeError('negative price');",
      data: { minified: `https://bosun.test/assets/PriceBox-a1b2c3.js:1:${sentFrames[1].colno}` },
    });
    expect(thrower.colno).toBe(SOURCE.split('\n')[6].indexOf('new RangeError') + 1);
    expect(caller).toMatchObject({ filename: 'public-site/PriceBox.tsx', function: 'PriceBox', lineno: 2 });
  });

  it('leaves alone another release, the server’s stacks and files without a map', () => {
    expect(framesOf(symbolicate('site', eventOf(sentFrames, 'bosun@older')))).toEqual(sentFrames);
    expect(framesOf(symbolicate('server', eventOf(sentFrames)))).toEqual(sentFrames);
    const elsewhere = [
      { ...sentFrames[0], filename: 'https://bosun.test/assets/Unknown-zzz.js' },
      { ...sentFrames[0], filename: 'https://bosun.test/assets/..%2F..%2Fserver.js' },
      { ...sentFrames[0], filename: 'chrome-extension://abc/content.js' },
    ];
    expect(framesOf(symbolicate('admin', eventOf(elsewhere)))).toEqual(elsewhere);
    // A made-up stack naming many bundles makes the receiver read a few of them, not all.
    const many = [
      ...Array.from({ length: 6 }, (_, i) => ({
        ...sentFrames[0],
        filename: `https://bosun.test/assets/Other${i}-zzz.js`,
      })),
      sentFrames[1],
    ];
    expect(framesOf(symbolicate('site', eventOf(many)))).toEqual(many);
  });
});
