import { describe, expect, it } from 'vitest';
import { dayPattern, formatDay, parseDay } from './localeDate.ts';

describe('days as the console writes them', () => {
  it('writes and reads a French day as dd/mm/yyyy', () => {
    const fr = dayPattern('fr');
    expect(formatDay('2026-11-30', fr)).toBe('30/11/2026');
    expect(parseDay('30/11/2026', fr)).toBe('2026-11-30');
    expect(parseDay('1/2/2027', fr)).toBe('2027-02-01');
    expect(parseDay('2027-02-01', fr)).toBe('2027-02-01');
  });

  it('writes and reads an English day as mm/dd/yyyy', () => {
    const en = dayPattern('en');
    expect(formatDay('2026-11-30', en)).toBe('11/30/2026');
    expect(parseDay('11/30/2026', en)).toBe('2026-11-30');
  });

  it('refuses days that do not exist and half-typed ones', () => {
    const fr = dayPattern('fr');
    expect(parseDay('31/02/2027', fr)).toBeNull();
    expect(parseDay('30/11', fr)).toBeNull();
    expect(parseDay('30/11/26', fr)).toBeNull();
    expect(parseDay('', fr)).toBeNull();
  });
});
