import { describe, expect, it } from 'vitest';
import { consentFromCookies, decodeConsent, encodeConsent, everything, newUlid } from './consent.ts';
import { readCookie, serializeCookie } from './cookies.ts';

const NOW = Date.UTC(2026, 6, 1, 12, 0, 0);

describe('cookies by the SPEC’s rules (section 9)', () => {
  it('are SameSite Lax by default, on the whole site, for the session when no lifetime is given', () => {
    expect(serializeCookie('a', 'b c')).toBe('a=b%20c; Path=/; SameSite=Lax');
  });

  it('count numeric lifetimes in days', () => {
    expect(serializeCookie('adClickId', 'x', { expires: 45 }, NOW)).toBe(
      'adClickId=x; Path=/; Expires=Sat, 15 Aug 2026 12:00:00 GMT; SameSite=Lax',
    );
    expect(serializeCookie('gone', '', { expires: -1 }, NOW)).toContain(
      'Expires=Tue, 30 Jun 2026 12:00:00 GMT',
    );
  });

  it('make SameSite None always Secure', () => {
    expect(serializeCookie('a', 'b', { sameSite: 'None' })).toBe('a=b; Path=/; SameSite=None; Secure');
    expect(serializeCookie('a', 'b', { sameSite: 'Strict', secure: true })).toBe(
      'a=b; Path=/; SameSite=Strict; Secure',
    );
  });

  it('are read back from a Cookie header or document.cookie', () => {
    expect(readCookie('x=1; bosun_consent=v1.a1s0d0;y=%E2%82%AC', 'bosun_consent')).toBe('v1.a1s0d0');
    expect(readCookie('x=1; y=%E2%82%AC', 'y')).toBe('€');
    expect(readCookie('x=1', 'bosun_consent')).toBeUndefined();
  });
});

describe('consent by purpose', () => {
  it('round-trips a choice through its cookie value, and refuses anything else', () => {
    const choice = { analytics: true, surveys: false, advertising: true };
    expect(encodeConsent(choice)).toBe('v1.a1s0d1');
    expect(decodeConsent('v1.a1s0d1')).toEqual(choice);
    for (const bad of [undefined, '', 'v2.a1s1d1', 'v1.a1s1', 'yes']) expect(decodeConsent(bad)).toBeNull();
  });

  it('asks when nothing is decided, and keeps what the visitor chose', () => {
    expect(consentFromCookies('XSRF-TOKEN=t')).toEqual({ choice: null, source: 'none' });
    expect(consentFromCookies('bosun_consent=v1.a0s0d0')).toEqual({
      choice: everything(false),
      source: 'cookie',
    });
  });

  it('lets the app’s webview decide with its disabledTracking cookie, whatever the banner said', () => {
    expect(consentFromCookies('disabledTracking=true; bosun_consent=v1.a1s1d1')).toEqual({
      choice: everything(false),
      source: 'webview',
    });
    expect(consentFromCookies('disabledTracking=false')).toEqual({
      choice: everything(true),
      source: 'webview',
    });
    expect(consentFromCookies('disabledTracking=maybe').source).toBe('none');
  });

  it('makes visitor ids as ULIDs: 26 Crockford characters, ordered by time', () => {
    const zeros = () => new Uint8Array(16);
    expect(newUlid(0, zeros)).toBe('0'.repeat(26));
    const id = newUlid(NOW);
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(newUlid(NOW + 1000, zeros) > newUlid(NOW, zeros)).toBe(true);
  });
});
