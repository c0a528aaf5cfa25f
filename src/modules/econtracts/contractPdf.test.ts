import { describe, expect, it } from 'vitest';
import { signatureOf } from './contractPdf.ts';
import type { InspectionRow } from './repository.ts';

const line = [
  {
    points: [
      { x: 0, y: 0 },
      { x: 10, y: 5 },
    ],
  },
];
const row = {
  tenant_signature: null,
  owner_signature: null,
  tenant_strokes: line,
  owner_strokes: [...line, ...line],
  tenant_signature_method: 'drawn',
  owner_signature_method: 'typed',
  tenant_typed_name: null,
  owner_typed_name: 'Olivia Martin',
  tenant_signed_at: new Date('2027-07-01T09:40:00Z'),
  owner_signed_at: new Date('2027-07-01T09:41:00Z'),
} as unknown as InspectionRow;

describe('signatureOf', () => {
  it('reads the owner’s signature as the renter’s: strokes, instant and typed name', () => {
    expect(signatureOf(row, 'tenant', null)).toEqual({
      who: 'renter',
      png: null,
      strokes: line,
      signedAt: '2027-07-01T09:40:00.000Z',
      typedName: null,
    });
    // the seed's contracts have strokes and no PNG: the owner's box was left empty in their PDFs
    expect(signatureOf(row, 'owner', null)).toEqual({
      who: 'owner',
      png: null,
      strokes: [...line, ...line],
      signedAt: '2027-07-01T09:41:00.000Z',
      typedName: 'Olivia Martin',
    });
    const png = Buffer.from('png');
    expect(signatureOf({ ...row, owner_strokes: null }, 'owner', png)).toMatchObject({ png, strokes: null });
  });
});
