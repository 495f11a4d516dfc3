// Host authorization (Rails' config.hosts) at its edges: loopback names in development, RegExp hosts (flags,
// anchoring, case), bad entries, the empty host, and the 403's message.
import { describe, expect, it, vi } from 'vitest';

// Loaded afresh in each test: the loopback list is made when the module loads.
async function fresh() {
  vi.resetModules();
  return import('../../src/http/hosts.js');
}

describe('HostAuthorization', () => {
  it('development (or no hosts given) allows localhost, its subdomains and loopback addresses only', async () => {
    const { HostAuthorization } = await fresh();
    for (const auth of [new HostAuthorization(['example.com'], true), new HostAuthorization(undefined, false)]) {
      const allowed = ['localhost', 'app.localhost', '127.0.0.1', '127.12.123.1', '[::1]'].filter((h) => auth.allows(h));
      expect(allowed).toEqual(['localhost', 'app.localhost', '127.0.0.1', '127.12.123.1', '[::1]']);
      expect(['127.0.0', '127.0.0.1.5', '127.a.b.c', 'localhost.evil', 'evil.com', ''].filter((h) => auth.allows(h))).toEqual([]);
    }
    expect(new HostAuthorization(['example.com'], false).allows('localhost')).toBe(false);
  });

  it('a RegExp matches the whole host, case-insensitively, and any of them may match', async () => {
    const { HostAuthorization } = await fresh();
    const auth = new HostAuthorization([/APP\.example\.com/, /.*\.test/gy, /api\..*/i], false);
    expect(['app.example.com', 'a.test', 'b.test', 'api.x'].map((h) => auth.allows(h))).toEqual([true, true, true, true]);
    expect(['app.example.com.evil', 'xapi.x'].map((h) => auth.allows(h))).toEqual([false, false]);
  });

  it('never allows an empty host, even for a RegExp that matches anything', async () => {
    const { HostAuthorization } = await fresh();
    expect(new HostAuthorization([/.*/], false).allows('')).toBe(false);
  });

  it('refuses entries that are neither host names nor RegExps', async () => {
    const { HostAuthorization } = await fresh();
    expect(() => new HostAuthorization([5 as unknown as string], false)).toThrow('hosts: expected host names or RegExps, got 5');
    expect(() => new HostAuthorization([''], false)).toThrow('hosts: expected host names or RegExps, got ""');
  });
});

describe('BlockedHost', () => {
  it('is a 403 named BlockedHost, quoting at most 200 characters of the host', async () => {
    const { BlockedHost } = await fresh();
    const error = new BlockedHost('h'.repeat(300));
    expect([error.status, error.name, error.host.length]).toEqual([403, 'BlockedHost', 300]);
    expect(error.message).toBe(`Blocked host: "${'h'.repeat(200)}". To allow requests to it, add it to the hosts option of the handler`);
  });
});
