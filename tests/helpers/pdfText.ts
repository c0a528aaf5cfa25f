/**
 * The text of a PDF as a reader's viewer extracts it (pdf.js), page by page, for tests that read
 * what a receipt, an invoice or a contract says rather than trusting the code that drew it.
 */

/** pdfjs-dist 6 expects Node 22; the machine has Node 20: the two functions it misses, as Node 22 has them. */
export function polyfillForPdfJs() {
  const promises = Promise as unknown as { withResolvers?: () => unknown };
  promises.withResolvers ??= () => {
    let resolve: unknown;
    let reject: unknown;
    const promise = new Promise((yes, no) => {
      resolve = yes;
      reject = no;
    });
    return { promise, resolve, reject };
  };
  const buffers = ArrayBuffer.prototype as unknown as {
    transferToFixedLength?: (length?: number) => ArrayBuffer;
  };
  buffers.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength) {
    const copy = new ArrayBuffer(length);
    new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
    return copy;
  };
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  polyfillForPdfJs();
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const document = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await task.destroy();
  return pages.join('\n');
}
