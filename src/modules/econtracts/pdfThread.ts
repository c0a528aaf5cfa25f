import { Worker } from 'node:worker_threads';
import { type ContractDocument, renderContractPdf } from './pdf.ts';
import type { RenderAnswer, RenderRequest } from './pdfWorker.ts';

/**
 * Contract PDFs are rendered on a thread of their own. pdf-lib and fontkit are synchronous: on the
 * server's thread one contract blocked every request of the process for 60–70 ms (tests/perf/econtract.mjs
 * measures the stall), and the job seals up to 20 in a run. One thread serves every render in turn; it
 * is started on the first render, stopped after a minute without one, and keeps the process alive only
 * while it renders. If it cannot start, this render and the next ones are made here, as before; if it
 * dies while rendering, those renders fail (the job retries them) and the next one starts another.
 */

const IDLE_MS = 60_000;

// The thread runs this codebase's TypeScript through tsx, as the server does (scripts/start.mjs).
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsx)
  .then(({ register }) => { register(); return import(workerData.module); })
  .catch((error) => { setImmediate(() => { throw error; }); });
`;

interface Pending {
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
let ready: Promise<Worker> | null = null;
let unavailable = false;
let nextId = 1;
const pending = new Map<number, Pending>();
let idleTimer: NodeJS.Timeout | null = null;

function workerData() {
  return {
    // the ES module build: tsx's CommonJS one cannot register its hooks from a thread
    tsx: import.meta.resolve('tsx/esm/api'),
    module: new URL('./pdfWorker.ts', import.meta.url).href,
  };
}

function failAll(error: Error) {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

function start(): Promise<Worker> {
  ready ??= new Promise<Worker>((resolve, reject) => {
    const thread = new Worker(BOOTSTRAP, { eval: true, workerData: workerData() });
    thread.unref();
    let started = false;
    thread.on('message', (message: RenderAnswer | 'ready') => {
      if (message === 'ready') {
        started = true;
        worker = thread;
        resolve(thread);
        return;
      }
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (!waiting) return;
      if ('pdf' in message) waiting.resolve(message.pdf);
      else waiting.reject(new Error(message.error));
      if (pending.size === 0) {
        thread.unref();
        scheduleStop();
      }
    });
    const gone = (error: Error) => {
      worker = null;
      ready = null;
      failAll(error);
      // A thread that never came up will not the next time either: render here from now on.
      if (!started) {
        unavailable = true;
        process.emitWarning(
          `The PDF thread could not start (${error.message}): contracts are rendered on the server's thread.`,
        );
        reject(error);
      }
    };
    thread.on('error', gone);
    thread.on('exit', (code) => gone(new Error(`the PDF thread stopped (exit code ${code})`)));
  });
  return ready;
}

function scheduleStop() {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => void stopPdfThread(), IDLE_MS);
  idleTimer.unref();
}

/** Stops the thread (idle, or the server shutting down); a later render starts another. */
export async function stopPdfThread(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const thread = worker;
  worker = null;
  ready = null;
  if (thread) {
    thread.removeAllListeners('exit');
    failAll(new Error('the PDF thread was stopped'));
    await thread.terminate();
  }
}

/** Where renders go now: a running thread, none yet (or stopped), or here for good. */
export function pdfThreadState(): 'running' | 'stopped' | 'unavailable' {
  return unavailable ? 'unavailable' : worker ? 'running' : 'stopped';
}

/** renderContractPdf, off the server's thread. */
export async function renderContractPdfOffThread(
  contract: ContractDocument,
  thumbnails: Buffer[],
): Promise<Uint8Array> {
  if (unavailable) return renderContractPdf(contract, thumbnails);
  let thread: Worker;
  try {
    thread = await start();
  } catch {
    return renderContractPdf(contract, thumbnails);
  }
  if (idleTimer) clearTimeout(idleTimer);
  const id = nextId++;
  return new Promise<Uint8Array>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // held while it renders (a script awaiting its PDF is not left to exit), let go when idle
    thread.ref();
    // The photos are drawn from their thumbnails: their full bytes (megabytes each) are not copied over.
    const photos = contract.photos.map(({ caption }) => ({ caption, bytes: Buffer.alloc(0) }));
    thread.postMessage({ id, contract: { ...contract, photos }, thumbnails } satisfies RenderRequest);
  });
}
