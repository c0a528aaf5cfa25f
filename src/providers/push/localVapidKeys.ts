import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';
import type { Config } from '../../config.ts';

/**
 * Outside production, a server without `WEB_PUSH_VAPID_*` makes its own VAPID key pair once and keeps
 * it in DATA_DIR/vapid.json, so browsers can turn Web Push on in the demo (`npm start`) with nothing
 * to configure. Production sets its keys: a key pair made per machine would change with the disk and
 * silence every browser subscribed under the old one.
 */
export function withLocalVapidKeys(config: Config): Config {
  if (config.NODE_ENV === 'production') return config;
  if (config.WEB_PUSH_VAPID_PUBLIC_KEY || config.WEB_PUSH_VAPID_PRIVATE_KEY) return config;
  const file = join(config.DATA_DIR, 'vapid.json');
  const keys = readKeys(file) ?? makeKeys(file);
  return {
    ...config,
    WEB_PUSH_VAPID_PUBLIC_KEY: keys.publicKey,
    WEB_PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
  };
}

type KeyPair = { publicKey: string; privateKey: string };

function readKeys(file: string): KeyPair | null {
  try {
    const keys = JSON.parse(readFileSync(file, 'utf8')) as Partial<KeyPair>;
    return keys.publicKey && keys.privateKey
      ? { publicKey: keys.publicKey, privateKey: keys.privateKey }
      : null;
  } catch {
    return null;
  }
}

function makeKeys(file: string): KeyPair {
  mkdirSync(join(file, '..'), { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  try {
    // Exclusive: of two processes starting at once, the first one's pair is the one kept.
    writeFileSync(file, JSON.stringify(keys), { flag: 'wx', mode: 0o600 });
    return keys;
  } catch {
    return readKeys(file) ?? keys;
  }
}
