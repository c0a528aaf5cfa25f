import { describe, expect, it } from 'vitest';
import { formatCharge, formatDay, paymentEmailText } from './emails.ts';

/** Intl separates with (narrow) no-break spaces; the reader sees spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('payment e-mails in the recipient’s locale (issue 23)', () => {
  it('writes amounts as the recipient writes them', () => {
    expect(plain(formatCharge(62220, 'fr'))).toBe('622,20 €');
    expect(plain(formatCharge(62220, 'de'))).toBe('622,20 €');
    expect(plain(formatCharge(62220, 'en'))).toBe('€622.20');
    expect(plain(formatCharge(62220, 'en-US'))).toBe('€622.20');
    expect(plain(formatCharge(123456, 'es'))).toBe('1234,56 €');
    expect(plain(formatCharge(123456, 'nl'))).toBe('€ 1.234,56');
    expect(plain(formatCharge(62200, 'fr'))).toBe('622 €');
  });

  it('writes days in words in the recipient’s language', () => {
    expect(formatDay('2026-11-25', 'fr')).toBe('25 novembre 2026');
    expect(formatDay('2026-11-25', 'de')).toBe('25. November 2026');
    expect(formatDay('2026-11-25', 'en-US')).toBe('November 25, 2026');
    expect(formatDay('2026-11-25', 'el')).toBe('25 Νοεμβρίου 2026');
  });

  it('fills the booking e-mail with the locale’s money and the balance e-mail with its date', () => {
    const confirmed = paymentEmailText('fr', 'bookingConfirmed', {
      ref: 'BSN-1',
      boat: 'Bateau sans permis Marinello Eden 18 à Naxos',
      amount: 62220,
      link: 'L',
    });
    expect(plain(confirmed.body)).toContain('622,20 €');
    expect(confirmed.body).not.toContain('€622');
    expect(confirmed.subject).toContain('Bateau sans permis Marinello Eden 18 à Naxos');
    const due = paymentEmailText('de', 'balanceDue', {
      ref: 'BSN-1',
      amount: 31110,
      date: '2027-06-01',
      link: 'L',
    });
    expect(plain(due.body)).toContain('311,10 €');
    expect(due.body).toContain('1. Juni 2027');
    expect(due.body).not.toContain('2027-06-01');
  });
});
