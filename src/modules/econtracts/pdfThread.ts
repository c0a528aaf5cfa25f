import { Worker } from 'node:worker_threads';
import { type MoneyPdf, renderMoneyPdf } from '../documents/pdf.ts';
import { renderStatementPdf, type YearlyStatement } from '../payouts/statementPdf.ts';
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

// The thread runs the same form of the code as the server: TypeScript through tsx in development,
// the compiled JavaScript beside this file when the server runs from dist/api (scripts/build-server.mjs).
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
(workerData.tsx ? import(workerData.tsx).then(({ register }) => register()) : Promise.resolve())
  .then(() => import(workerData.module))
  .catch((error) => { setImmediate(() => { throw error; }); });
`;

interface Pending {
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
}

/** The thread, from its start (`ready` resolves once its module is loaded) until it stops. */
let current: { thread: Worker; ready: Promise<Worker> } | null = null;
let unavailable = false;
let nextId = 1;
const pending = new Map<number, Pending>();
let idleTimer: NodeJS.Timeout | null = null;
/** Threads stopped on purpose: their exit is not a failure to start. */
const stopped = new WeakSet<Worker>();

function workerData() {
  const compiled = import.meta.url.endsWith('.js');
  return {
    // the ES module build: tsx's CommonJS one cannot register its hooks from a thread
    tsx: compiled ? null : import.meta.resolve('tsx/esm/api'),
    module: new URL(compiled ? './pdfWorker.js' : './pdfWorker.ts', import.meta.url).href,
  };
}

function failAll(error: Error) {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

function start(): Promise<Worker> {
  if (current) return current.ready;
  const thread = new Worker(BOOTSTRAP, { eval: true, workerData: workerData() });
  thread.unref();
  let started = false;
  const ready = new Promise<Worker>((resolve, reject) => {
    thread.on('message', (message: RenderAnswer | 'ready') => {
      if (message === 'ready') {
        started = true;
        resolve(thread);
        return;
      }
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if ('pdf' in message) waiting?.resolve(message.pdf);
      else waiting?.reject(new Error(message.error));
      if (pending.size === 0) {
        thread.unref();
        if (idleTimer) clearTimeout(idleTimer);
        idleTimer = setTimeout(() => void stopPdfThread(), IDLE_MS);
        idleTimer.unref();
      }
    });
    let ended = false;
    const gone = (error: Error) => {
      if (ended) return; // a crash is told twice: 'error', then 'exit'
      ended = true;
      // Stopped on purpose: its renders were failed by stopPdfThread (those pending now may be the next
      // thread's), and whoever waited for it to start renders here this once.
      if (stopped.has(thread)) return reject(error);
      current = null;
      failAll(error);
      if (started) return;
      // A thread that could not come up will not the next time either: render here from now on.
      unavailable = true;
      process.emitWarning(
        `The PDF thread could not start (${error.message}): contracts are rendered on the server's thread.`,
      );
      reject(error);
    };
    thread.once('error', gone);
    thread.once('exit', (code) => gone(new Error(`the PDF thread stopped (exit code ${code})`)));
  });
  current = { thread, ready };
  return ready;
}

/** Stops the thread (idle, or the server shutting down), started or starting; a later render starts another. */
export async function stopPdfThread(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const stopping = current;
  current = null;
  if (!stopping) return;
  stopped.add(stopping.thread);
  failAll(new Error('the PDF thread was stopped'));
  await stopping.thread.terminate();
}

/** Where renders go now: a thread (running or starting), none yet (or stopped), or here for good. */
export function pdfThreadState(): 'running' | 'stopped' | 'unavailable' {
  return unavailable ? 'unavailable' : current ? 'running' : 'stopped';
}

/** Sends one render to the thread; here when it cannot start. */
async function renderOffThread(
  request: (id: number) => RenderRequest,
  here: () => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const thread = unavailable ? null : await start().catch(() => null);
  if (!thread) return here();
  if (idleTimer) clearTimeout(idleTimer);
  const id = nextId++;
  return new Promise<Uint8Array>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // held while it renders (a script awaiting its PDF is not left to exit), let go when idle
    thread.ref();
    thread.postMessage(request(id));
  });
}

/** renderContractPdf, off the server's thread. */
export async function renderContractPdfOffThread(
  contract: ContractDocument,
  thumbnails: Buffer[],
): Promise<Uint8Array> {
  // The photos are drawn from their thumbnails: their full bytes (megabytes each) are not copied over.
  const photos = contract.photos.map(({ takenAt }) => ({ takenAt, bytes: Buffer.alloc(0) }));
  return renderOffThread(
    (id) => ({ id, contract: { ...contract, photos }, thumbnails }),
    () => renderContractPdf(contract, thumbnails),
  );
}

/** A receipt, invoice or credit note (src/modules/documents/pdf.ts), off the server's thread. */
export async function renderMoneyPdfOffThread(doc: MoneyPdf): Promise<Uint8Array> {
  return renderOffThread(
    (id) => ({ id, money: doc }),
    () => renderMoneyPdf(doc),
  );
}

/** An owner's yearly statement (src/modules/payouts/statementPdf.ts), off the server's thread. */
export async function renderStatementPdfOffThread(doc: YearlyStatement): Promise<Uint8Array> {
  return renderOffThread(
    (id) => ({ id, statement: doc }),
    () => renderStatementPdf(doc),
  );
}
