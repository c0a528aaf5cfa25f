// E-contract PDF benchmark (issue 19): a signed contract with 20 photos (phone-sized JPEGs, as the
// upload keeps them) and both signatures, rendered as the PDF job does: thumbnails made once, then
// the PDF in one language. Aims: p95 under 500 ms, file under 1 MB. Then what a job run of 20 such
// PDFs does to the server's other requests: the event loop's delay while they render on the server's
// thread (as before) and on the PDF thread (src/modules/econtracts/pdfThread.ts). Prints figures;
// asserts nothing.
// Run: node tests/perf/econtract.mjs  (or BENCH_ECONTRACT=1 npm run bench).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import { ms, percentile } from './benchKit.mjs';

const runs = Number(process.env.BENCH_ECONTRACT_RUNS ?? 30);
const { renderContractPdf, thumbnailOf } = await tsImport(
  '../../src/modules/econtracts/pdf.ts',
  import.meta.url,
);
const { renderContractPdfOffThread, stopPdfThread, pdfThreadState } = await tsImport(
  '../../src/modules/econtracts/pdfThread.ts',
  import.meta.url,
);

/** A photo with texture (noise compresses like a real picture, a flat colour would not). */
async function photo(seed) {
  const width = 1600;
  const height = 1200;
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = (x >>> 16) & 0xff;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(3)
    .jpeg({ quality: 78 })
    .toBuffer();
}

const signature = await sharp({ create: { width: 600, height: 240, channels: 4, background: '#ffffff00' } })
  .composite([
    {
      input: Buffer.from(
        '<svg width="600" height="240"><path d="M20 200 C 120 20, 220 220, 320 60 S 520 200, 580 40" stroke="black" stroke-width="5" fill="none"/></svg>',
      ),
    },
  ])
  .png()
  .toBuffer();

const photos = await Promise.all(Array.from({ length: 20 }, (_, i) => photo(i + 1)));
const contract = {
  language: 'el',
  kind: 'in',
  isAddendum: false,
  reference: 'BENCH-1',
  boat: 'Γαλάζιος Άνεμος, Beneteau Oceanis 46',
  dates: '2027-07-01 – 2027-07-08',
  renterName: 'Зоя Łukasiewicz',
  ownerName: 'Νίκος Παπαδόπουλος',
  skipper: { name: 'Зоя Łukasiewicz', idDocument: 'P1234567', licenceNumber: 'ICC-998877' },
  fuelLevel: 100,
  engineHours: 1520.5,
  equipment: [
    { key: 'gps', present: true, working: true },
    { key: 'bimini', present: true, working: false },
  ],
  damages: Array.from({ length: 10 }, (_, i) => ({
    zone: 'port',
    description: `Γρατζουνιά ${i + 1} στην αριστερή πλευρά, 10 cm`,
    isNew: i % 3 === 0,
  })),
  remarks: 'Όλα εντάξει. Всё в порядке. Wszystko w porządku.',
  photos: photos.map((bytes, i) => ({ bytes, caption: `2027-07-01T09:${String(10 + i).padStart(2, '0')}` })),
  signatures: [
    { who: 'renter', png: signature, signedAt: '2027-07-01T09:40:00.000Z' },
    { who: 'owner', png: signature, signedAt: '2027-07-01T09:41:00.000Z' },
  ],
  dataHash: 'a'.repeat(64),
};

const times = [];
let size = 0;
for (let i = 0; i < runs + 3; i++) {
  const started = performance.now();
  const thumbnails = await Promise.all(contract.photos.map((p) => thumbnailOf(p.bytes)));
  const pdf = await renderContractPdf(contract, thumbnails);
  if (i >= 3) times.push(performance.now() - started); // the first runs warm the font and sharp
  size = pdf.length;
}
times.sort((a, b) => a - b);
console.log('\nE-contract PDF, 20 photos, two signatures, Greek/Cyrillic/Polish text (thumbnails + PDF):');
console.table([
  {
    runs,
    'p50 ms': ms(percentile(times, 50)),
    'p95 ms': ms(percentile(times, 95)),
    'max ms': ms(times.at(-1)),
    'size KB': Math.round(size / 1024),
    'aim p95 < 500 ms': percentile(times, 95) < 500 ? 'met' : 'MISSED',
    'aim < 1 MB': size < 1_000_000 ? 'met' : 'MISSED',
  },
]);

// A job run: 20 contracts one after another, while the event loop's delay is sampled every 10 ms, as
// a request arriving meanwhile would wait.
const batch = 20;
const thumbnails = await Promise.all(contract.photos.map((p) => thumbnailOf(p.bytes)));
await renderContractPdfOffThread(contract, thumbnails); // starts the thread, as the job's first PDF does
const stalls = [];
// The first row is the loop's own delay with nothing to render (what the monitor reads when idle).
const idle = () => new Promise((resolve) => setTimeout(resolve, 60));
for (const [where, render] of [
  ['(nothing: idle)', idle],
  ["server's thread", renderContractPdf],
  ['PDF thread', renderContractPdfOffThread],
]) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  for (let i = 0; i < batch; i++) await render({ ...contract, reference: `BENCH-${i}` }, thumbnails);
  const elapsed = performance.now() - started;
  delay.disable();
  stalls.push({
    'rendered on': where,
    PDFs: render === idle ? 0 : batch,
    'run s': ms(elapsed / 1000),
    'loop delay p99 ms': ms(delay.percentile(99) / 1e6),
    'loop delay max ms': ms(delay.max / 1e6),
  });
}
console.log(
  `\nA job run of ${batch} such PDFs: how long the server's other requests wait (thread: ${pdfThreadState()}):`,
);
console.table(stalls);
await stopPdfThread();
