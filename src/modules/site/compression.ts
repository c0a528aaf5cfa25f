import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const TEXT_FILE = /\.(?:js|mjs|css|json|svg|html|txt|xml)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` copies beside the built site's text files (once per build: a copy newer
 * than its file is kept), so that @fastify/static's `preCompressed` sends a mobile visitor about a
 * quarter of the bytes. A read-only build directory is served uncompressed.
 */
export function precompressDirectory(dir: string, log: (message: string) => void): void {
  if (!existsSync(dir)) return;
  try {
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
      const file = join(entry.parentPath, entry.name);
      const { size, mtimeMs } = statSync(file);
      if (size < MIN_BYTES) continue;
      const fresh = (copy: string) => existsSync(copy) && statSync(copy).mtimeMs >= mtimeMs;
      if (fresh(`${file}.br`) && fresh(`${file}.gz`)) continue;
      const source = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    }
  } catch (err) {
    log(`The site's files are served uncompressed: ${(err as Error).message}`);
  }
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A text response (a rendered page, a drawn picture) compressed for a browser that accepts it
 * (brotli at a fast level, else gzip): a slow mobile link pays for every byte.
 */
export async function compressText(
  text: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer | string; encoding?: 'br' | 'gzip' }> {
  const accepted = acceptEncoding ?? '';
  if (text.length < MIN_BYTES) return { body: text };
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    return { body, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepted)) return { body: await gzipAsync(text, { level: 6 }), encoding: 'gzip' };
  return { body: text };
}
