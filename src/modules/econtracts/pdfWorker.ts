import { parentPort } from 'node:worker_threads';
import { type MoneyPdf, renderMoneyPdf } from '../documents/pdf.ts';
import { renderStatementPdf, type YearlyStatement } from '../payouts/statementPdf.ts';
import { type ContractDocument, renderContractPdf } from './pdf.ts';

/**
 * The PDF thread's side (pdfThread.ts starts it): renders each contract it is sent and sends the bytes
 * back, their buffer transferred, not copied. A render that throws answers its error's message.
 */
export type RenderRequest =
  | { id: number; contract: ContractDocument; thumbnails: Uint8Array[] }
  /** a receipt, invoice or credit note (src/modules/documents) */
  | { id: number; money: MoneyPdf }
  /** an owner's yearly statement (src/modules/payouts/statementPdf.ts) */
  | { id: number; statement: YearlyStatement };

export type RenderAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (port) {
  port.on('message', async (request: RenderRequest) => {
    const { id } = request;
    try {
      // A Buffer crosses threads as a plain Uint8Array; pdf-lib reads either.
      const pdf =
        'money' in request
          ? await renderMoneyPdf(request.money)
          : 'statement' in request
            ? await renderStatementPdf(request.statement)
            : await renderContractPdf(request.contract, request.thumbnails as Buffer[]);
      port.postMessage({ id, pdf } satisfies RenderAnswer, [pdf.buffer as ArrayBuffer]);
    } catch (error) {
      port.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies RenderAnswer);
    }
  });
  port.postMessage('ready');
}
