import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './publicAddress.ts';

describe('telling a public address from this machine and its networks', () => {
  it('refuses every spelling of loopback, private, link-local and reserved addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '0:0:0:0:0:ffff:7f00:0001',
      '::127.0.0.1',
      '::ffff:0:127.0.0.1',
      '64:ff9b::127.0.0.1',
      '64:ff9b::7f00:1',
      '64:ff9b:1::8.8.8.8',
      '2002:7f00:1::',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '2001:db8::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('accepts public IPv4 and IPv6 addresses, also mapped or translated ones', () => {
    for (const address of [
      '8.8.8.8',
      '151.101.1.69',
      '2a00:1450:4007:80e::200e',
      '2606:4700::6810:84e5',
      '::ffff:8.8.8.8',
      '64:ff9b::8.8.8.8',
      '2002:0808:0808::',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('is not fooled by what is not an address', () => {
    expect(isPublicAddress('localhost')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });
});
