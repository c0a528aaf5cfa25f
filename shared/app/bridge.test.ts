import { describe, expect, it } from 'vitest';
import { compareVersions, needsAppUpdate, trackingAllowed, webUrlOfDeepLink } from './bridge.ts';

describe('the app bridge rules (SPEC sections 4, 7 and 9)', () => {
  it('gives webview features from app version 4.0.0, comparing versions by number', () => {
    expect(needsAppUpdate('3.9.9')).toBe(true);
    expect(needsAppUpdate('3.12')).toBe(true);
    expect(needsAppUpdate('4.0.0')).toBe(false);
    expect(needsAppUpdate('4.10.1')).toBe(false);
    expect(needsAppUpdate(undefined)).toBe(false);
    expect(needsAppUpdate('garbage')).toBe(true);
    expect(compareVersions('4.10.0', '4.9.3')).toBeGreaterThan(0);
  });

  it('treats Android as authorized and disables tracking on iOS unless authorized', () => {
    expect(trackingAllowed('android', undefined)).toBe(true);
    expect(trackingAllowed('ios', 'authorized')).toBe(true);
    for (const status of ['denied', 'notDetermined', 'restricted', undefined] as const) {
      expect(trackingAllowed('ios', status)).toBe(false);
    }
  });

  it('opens app. links on www.', () => {
    expect(webUrlOfDeepLink('https://app.bosun.test/fr/account/chat/list?x=1')).toBe(
      'https://www.bosun.test/fr/account/chat/list?x=1',
    );
    expect(webUrlOfDeepLink('https://www.bosun.test/en')).toBe('https://www.bosun.test/en');
    expect(webUrlOfDeepLink('not a url')).toBe('not a url');
  });
});
