import { describe, expect, it } from 'vitest';
import { MASK, maskContactDetails } from './masking.ts';

describe('maskContactDetails', () => {
  it.each([
    ['Call me on +33 6 12 34 56 78 tonight', `Call me on ${MASK} tonight`],
    ['Mein Handy: 0171 1234567', `Mein Handy: ${MASK}`],
    ['WhatsApp 06.12.34.56.78', `WhatsApp ${MASK}`],
    ['Llámame al (612) 345-678', `Llámame al ${MASK}`],
    ['write to jean.dupont@gmail.com please', `write to ${MASK} please`],
    ['see https://example.org/boat?id=3 or www.boats.fr', `see ${MASK} or ${MASK}`],
    ['message me at wa.me/33612345678', `message me at ${MASK}`],
    // Disguised: spelled e-mails, other digit scripts, spaced or underscored digits.
    ['mail jean (at) gmail (dot) com', `mail ${MASK}`],
    ['mail jean at gmail dot com', `mail ${MASK}`],
    ['mail jean[at]gmail[dot]fr', `mail ${MASK}`],
    ['mail jean.dupont {at} orange.fr', `mail ${MASK}`],
    ['mail jean AT gmail DOT com', `mail ${MASK}`],
    ['رقمي ٠٦١٢٣٤٥٦٧٨', `رقمي ${MASK}`],
    ['मेरा नंबर ०६१२३४५६७८', `मेरा नंबर ${MASK}`],
    ['tel ０６１２３４５６７８', `tel ${MASK}`],
    ['tel 0 6 1 2 3 4 5 6 7 8', `tel ${MASK}`],
    ['tel 06_12_34_56_78', `tel ${MASK}`],
    ['tel 06–12–34–56–78', `tel ${MASK}`],
  ])('masks %j', (body, expected) => {
    expect(maskContactDetails(body)).toEqual({ text: expected, masked: true });
  });

  it.each([
    'We arrive on 14/07/2026 at 10:30 with 4 people.',
    'The price of 1 250 € for 7 days suits us.',
    'Is the harbour at St. Tropez? Boarding at 9.30.',
    'From 2026-07-14 to 2026-07-21, thank you!',
    'We arrive at noon, see you at the harbour.',
    'Dinner at 8 then at the dock.',
  ])('leaves %j as it is', (body) => {
    expect(maskContactDetails(body)).toEqual({ text: body, masked: false });
  });

  it('takes time linear in the message, whatever it holds', () => {
    for (const unit of ['a', 'a at ', 'a.', '1 ', '(at)']) {
      const started = performance.now();
      maskContactDetails(unit.repeat(Math.ceil(4000 / unit.length)));
      expect(performance.now() - started, unit).toBeLessThan(200);
    }
  });
});
