import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/helpers/pdfText.ts';
import { type ContractDocument, renderContractPdf } from './pdf.ts';

/** A check-in with equipment, damages and signatures: every word the PDF has to find for its reader. */
const contract: ContractDocument = {
  language: 'de',
  kind: 'in',
  isAddendum: false,
  reference: 'BSN-PDF-1',
  boat: 'Amphitrite',
  startDate: '2027-07-01',
  endDate: '2027-07-08',
  timeZone: 'Europe/Athens',
  renterName: 'Zoé Martin',
  ownerName: 'Olivia Martin',
  skipper: null,
  fuelLevel: 75,
  engineHours: 1234.5,
  equipment: [
    { key: 'maskAndTube', present: true, working: true },
    { key: 'gps', present: true, working: false },
  ],
  damages: [
    { zone: 'port', description: 'Kratzer', isNew: true },
    { zone: 'starboard', description: 'Delle', isNew: false },
  ],
  remarks: '',
  photos: [],
  signatures: [
    { who: 'renter', png: null, signedAt: '2027-07-01T09:40:00.000Z' },
    { who: 'owner', png: null, signedAt: '2027-07-01T09:41:00.000Z' },
  ],
  dataHash: 'a'.repeat(64),
};

const read = async (language: string) =>
  (await pdfText(await renderContractPdf({ ...contract, language }, []))).replace(/\s+/g, ' ');

describe('the contract PDF in its reader’s language', () => {
  it('words equipment and zones, and writes days and local times with their zone (de)', async () => {
    const text = await read('de');
    expect(text).toContain('Maske und Schnorchel');
    expect(text).toContain('Backbord');
    expect(text).toContain('Steuerbord');
    expect(text).toContain('1. Juli 2027 – 8. Juli 2027');
    // 09:40 UTC is 12:40 in Athens in summer, written with the zone's name
    expect(text).toContain('unterschrieben am 1. Juli 2027 um 12:40 OESZ');
    expect(text).toContain('1.234,5');
    for (const raw of ['maskAndTube', 'starboard', ' port', '2027-07-01', 'T09:40', '1234.5'])
      expect(text).not.toContain(raw);
  });

  it('in Greek too, with no English and no raw key', async () => {
    const text = await read('el');
    expect(text).toContain('12:40');
    for (const raw of [
      'maskAndTube',
      'starboard',
      'port',
      'gps:',
      '2027-07-01',
      'Equipment',
      'Damages',
      'signed at',
    ])
      expect(text).not.toContain(raw);
  });
});
