import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { originalPositionFor, sourceContentFor, TraceMap } from '@jridgewell/trace-mapping';
import type { ErrorProject } from '../../../shared/errors/reportingConstants.ts';

/**
 * Symbolication of the browser apps' stacks (issue 21): the site and the back office are built with
 * hidden source maps (vite.config.ts), kept in dist/ beside their bundles and never served. A frame in
 * a bundle of the build that is running becomes the original file, line, column and function name,
 * as Sentry shows it once maps are uploaded. Frames of another release are left as sent: the maps on
 * disk belong to this build only.
 */

type Json = Record<string, unknown>;

/** Where each app's bundles are served from, and where their maps are built to (under distDir). */
const BUNDLES: { urlPrefix: string; dir: string }[] = [
  { urlPrefix: '/admin/assets/', dir: 'admin/assets' },
  { urlPrefix: '/assets/', dir: 'client/assets' },
];
const BUNDLE_NAME = /^[\w.-]+\.js$/;
/** Parsed maps kept in memory (the back office's largest is several MB): a stack touches a few. */
const MAPS_KEPT = 8;
/** Bundles one event may make the receiver read: a made-up stack cannot have it parse every map. */
const BUNDLES_PER_EVENT = 6;
const CONTEXT_LINES = 2;
const MAX_EXCEPTIONS = 10;
const MAX_FRAMES = 100;

interface LoadedBundle {
  map: TraceMap;
  /** The bundle's own lines, to find the declaration of a frame's (minified) function. */
  lines: string[];
  mapFile: string;
}

export type Symbolicate = (project: ErrorProject, event: Json) => Json;

export interface SymbolicatorOptions {
  /** The build's output folder (dist), holding client/assets and admin/assets. */
  distDir: string;
  /** Sources are shown relative to this folder (the project's root). */
  sourceRoot: string;
  /** The release of the build in distDir: only its events are symbolicated. */
  release: () => string;
}

export function createSymbolicator(options: SymbolicatorOptions): Symbolicate {
  const cache = new Map<string, LoadedBundle | null>();

  function bundleOf(frameUrl: string, touched: Set<string>): LoadedBundle | null {
    let path: string;
    try {
      path = new URL(frameUrl, 'http://bundle.invalid').pathname;
    } catch {
      return null;
    }
    const bundle = BUNDLES.find((b) => path.startsWith(b.urlPrefix));
    const name = bundle ? path.slice(bundle.urlPrefix.length) : '';
    if (!bundle || !BUNDLE_NAME.test(name)) return null;
    const file = join(options.distDir, bundle.dir, name);
    if (!touched.has(file) && touched.size >= BUNDLES_PER_EVENT) return null;
    touched.add(file);
    if (cache.has(file)) return cache.get(file) ?? null;
    let loaded: LoadedBundle | null = null;
    try {
      const map = new TraceMap(readFileSync(`${file}.map`, 'utf8'));
      loaded = { map, lines: readFileSync(file, 'utf8').split('\n'), mapFile: `${file}.map` };
    } catch {
      loaded = null; // no map for this file (an older build's bundle, or not a bundle at all)
    }
    if (cache.size >= MAPS_KEPT) cache.delete(cache.keys().next().value as string);
    cache.set(file, loaded);
    return loaded;
  }

  const shownSource = (bundle: LoadedBundle, source: string) =>
    relative(options.sourceRoot, resolve(dirname(bundle.mapFile), source)).replaceAll('\\', '/');

  function symbolicateFrame(frame: Json, touched: Set<string>): Json {
    const url = typeof frame.filename === 'string' ? frame.filename : frame.abs_path;
    const { lineno, colno } = frame;
    if (typeof url !== 'string' || typeof lineno !== 'number' || typeof colno !== 'number') return frame;
    const bundle = bundleOf(url, touched);
    if (!bundle) return frame;
    // Stack columns count from 1, source-map columns from 0.
    const position = originalPositionFor(bundle.map, { line: lineno, column: Math.max(colno - 1, 0) });
    if (position.source === null) return frame;
    const minifiedName = typeof frame.function === 'string' ? frame.function : undefined;
    const filename = shownSource(bundle, position.source);
    return {
      ...frame,
      filename,
      abs_path: url,
      lineno: position.line,
      colno: position.column + 1,
      function: originalFunctionName(bundle, minifiedName, lineno, colno) ?? minifiedName,
      in_app: !filename.includes('node_modules/'),
      ...contextOf(bundle, position.source, position.line),
      data: { symbolicated: true, minified: `${url}:${lineno}:${colno}` },
    };
  }

  return (project, event) => {
    if (project === 'server' || event.release !== options.release()) return event;
    const exception = event.exception as { values?: unknown } | undefined;
    const values = Array.isArray(exception?.values) ? exception.values : null;
    if (!values) return event;
    const touched = new Set<string>();
    return {
      ...event,
      exception: {
        ...exception,
        values: values.slice(-MAX_EXCEPTIONS).map((value: Json) => {
          const frames = (value?.stacktrace as { frames?: unknown } | undefined)?.frames;
          if (!Array.isArray(frames)) return value;
          return {
            ...value,
            stacktrace: {
              ...(value.stacktrace as Json),
              frames: frames
                .slice(-MAX_FRAMES)
                .map((frame) =>
                  frame && typeof frame === 'object' ? symbolicateFrame(frame, touched) : frame,
                ),
            },
          };
        }),
      },
    };
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The original name of the function a frame is in: its minified name's nearest declaration before
 * the frame's position (`function Xe(`, `Xe=function`, `Xe=(…)=>`, `Xe=e=>`), traced through the
 * map, whose names keep the original identifier there. Null when none is found (a method, say).
 */
function originalFunctionName(
  bundle: LoadedBundle,
  minified: string | undefined,
  lineno: number,
  colno: number,
): string | null {
  const name = minified?.split('.').at(-1);
  if (!name || !/^[\w$]+$/.test(name)) return null;
  const id = escapeRegExp(name);
  const declaration = new RegExp(
    `(?<=\\bfunction\\s*\\*?\\s*)${id}(?=\\s*\\()|(?<![\\w$.])${id}(?=\\s*=\\s*(?:async\\s*)?(?:function\\b|\\(|[\\w$]+\\s*=>))`,
    'g',
  );
  // Minified bundles are a few long lines: the frame's own line first, then the ones above it.
  for (let line = lineno - 1; line >= 0 && line >= lineno - 200; line--) {
    const text = bundle.lines[line] ?? '';
    const before = line === lineno - 1 ? text.slice(0, Math.max(colno - 1, 0)) : text;
    const found = [...before.matchAll(declaration)].at(-1);
    if (found?.index !== undefined) {
      return originalPositionFor(bundle.map, { line: line + 1, column: found.index }).name ?? null;
    }
  }
  return null;
}

function contextOf(bundle: LoadedBundle, source: string, line: number): Json {
  const content = sourceContentFor(bundle.map, source);
  if (!content) return {};
  const lines = content.split('\n');
  const index = line - 1;
  if (index < 0 || index >= lines.length) return {};
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);
  return {
    pre_context: lines.slice(Math.max(0, index - CONTEXT_LINES), index).map(cut),
    context_line: cut(lines[index]),
    post_context: lines.slice(index + 1, index + 1 + CONTEXT_LINES).map(cut),
  };
}
