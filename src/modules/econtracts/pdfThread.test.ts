import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import type { ContractDocument } from './pdf.ts';
import { pdfThreadState, renderContractPdfOffThread, stopPdfThread } from './pdfThread.ts';

const contract: ContractDocument = {
  language: 'fr',
  kind: 'in',
  isAddendum: false,
  reference: 'BSN-THREAD-1',
  boat: 'Voilier « Amphitrite »',
  startDate: '2027-07-01',
  endDate: '2027-07-08',
  timeZone: 'Europe/Paris',
  renterName: 'Zoé Łukasiewicz',
  ownerName: 'Olivia Martin',
  skipper: null,
  fuelLevel: 100,
  engineHours: null,
  equipment: [{ key: 'gps', present: true, working: true }],
  damages: [],
  remarks: '',
  photos: [],
  signatures: [
    { who: 'renter', png: null, signedAt: '2027-07-01T09:40:00.000Z' },
    { who: 'owner', png: null, signedAt: '2027-07-01T09:41:00.000Z' },
  ],
  dataHash: 'a'.repeat(64),
};

afterAll(() => stopPdfThread());

describe('contract PDFs on their own thread', () => {
  it('renders the contract on the thread, in its language, and stops the thread on request', async () => {
    const pdf = await renderContractPdfOffThread(contract, []);
    expect(pdfThreadState()).toBe('running');
    const read = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(read.getTitle()).toBe('Contrat d’embarquement BSN-THREAD-1');
    expect(read.getProducer()).toBe('Bosun');
    expect(read.getPageCount()).toBeGreaterThanOrEqual(1);

    await stopPdfThread();
    expect(pdfThreadState()).toBe('stopped');
    // the next render starts another thread
    const again = await renderContractPdfOffThread({ ...contract, language: 'de' }, []);
    expect(Buffer.from(again.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(pdfThreadState()).toBe('running');
  });

  it('renders here a contract whose thread is stopped while it starts, and uses a thread again afterwards', async () => {
    await stopPdfThread();
    const waiting = renderContractPdfOffThread({ ...contract, reference: 'BSN-C' }, []);
    await stopPdfThread(); // the server shutting down before the thread came up
    const pdf = await waiting;
    expect((await PDFDocument.load(pdf, { updateMetadata: false })).getTitle()).toMatch(/BSN-C$/);
    // a stop is not a thread that cannot start
    expect(pdfThreadState()).toBe('stopped');
    await renderContractPdfOffThread(contract, []);
    expect(pdfThreadState()).toBe('running');
  });

  it('answers a render that fails with its error, and goes on rendering the next ones', async () => {
    const broken = {
      ...contract,
      signatures: [{ who: 'renter' as const, png: Buffer.from('not a PNG'), signedAt: null }],
    };
    await expect(renderContractPdfOffThread(broken, [])).rejects.toThrow();
    const [a, b] = await Promise.all([
      renderContractPdfOffThread({ ...contract, reference: 'BSN-A' }, []),
      renderContractPdfOffThread({ ...contract, reference: 'BSN-B', kind: 'out' }, []),
    ]);
    expect((await PDFDocument.load(a, { updateMetadata: false })).getTitle()).toMatch(/BSN-A$/);
    expect((await PDFDocument.load(b, { updateMetadata: false })).getTitle()).toMatch(/BSN-B$/);
  });
});
