import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { withLocalVapidKeys } from './localVapidKeys.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'bosun-vapid-'));

describe('VAPID keys outside production', () => {
  it('makes a key pair once in DATA_DIR and keeps it across starts', () => {
    const dir = dataDir();
    const first = withLocalVapidKeys(loadConfig({ NODE_ENV: 'development', DATA_DIR: dir }));
    // an uncompressed P-256 public key, base64url: 65 bytes
    expect(Buffer.from(first.WEB_PUSH_VAPID_PUBLIC_KEY as string, 'base64url')).toHaveLength(65);
    expect(first.WEB_PUSH_VAPID_PRIVATE_KEY).toBeTruthy();
    const again = withLocalVapidKeys(loadConfig({ NODE_ENV: 'development', DATA_DIR: dir }));
    expect(again.WEB_PUSH_VAPID_PUBLIC_KEY).toBe(first.WEB_PUSH_VAPID_PUBLIC_KEY);
    expect(JSON.parse(readFileSync(join(dir, 'vapid.json'), 'utf8')).privateKey).toBe(
      first.WEB_PUSH_VAPID_PRIVATE_KEY,
    );
    expect(statSync(join(dir, 'vapid.json')).mode & 0o077).toBe(0);
  });

  it('keeps configured keys, and makes none in production', () => {
    const dir = dataDir();
    const set = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dir,
      WEB_PUSH_VAPID_PUBLIC_KEY: 'pub',
      WEB_PUSH_VAPID_PRIVATE_KEY: 'priv',
    });
    expect(withLocalVapidKeys(set).WEB_PUSH_VAPID_PUBLIC_KEY).toBe('pub');
    const production = withLocalVapidKeys(
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, SESSION_SECRET: 'x'.repeat(40) }),
    );
    expect(production.WEB_PUSH_VAPID_PUBLIC_KEY).toBeUndefined();
  });
});
