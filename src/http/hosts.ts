import { HttpError } from './errors.js';

/** An allowed host: `'example.com'`, `'.example.com'` (it and its subdomains, as Rails), or a RegExp (whole host). */
export type HostPattern = string | RegExp;

// Names of this machine: what development always allows, and what is allowed when no `hosts` are given.
const LOOPBACK: readonly HostPattern[] = ['localhost', '.localhost', /127(?:\.\d{1,3}){3}/, '[::1]'];

/** A Host header the dispatcher does not serve (Rails' host authorization): 403, and no action runs. */
export class BlockedHost extends HttpError {
  override name = 'BlockedHost';
  constructor(readonly host: string) {
    super(403, `Blocked host: ${JSON.stringify(host.slice(0, 200))}. To allow requests to it, add it to the hosts option of the handler`);
  }
}

/**
 * Rails' `config.hosts`: which Host names the application answers to. A request for any other host is
 * refused before routing, so `_url` helpers and redirects (which use the request's host) never point at a
 * host an attacker chose. Development always allows `localhost`, `*.localhost` and loopback addresses; with no
 * `hosts` given, only those are allowed in production too (add your domain names).
 */
export class HostAuthorization {
  private readonly exact = new Set<string>();
  private readonly suffixes: string[] = [];
  private readonly patterns: RegExp[] = [];
  /** Host headers already allowed: most requests cost one Set lookup. Bounded, since clients choose the values. */
  private readonly seen = new Set<string>();

  constructor(hosts: readonly HostPattern[] | undefined, development: boolean) {
    const all = [...(hosts ?? []), ...(development || hosts === undefined ? LOOPBACK : [])];
    for (const host of all) {
      if (host instanceof RegExp) this.patterns.push(new RegExp(`^(?:${host.source})$`, host.flags.replace(/[gy]/g, '') + (host.flags.includes('i') ? '' : 'i')));
      else if (typeof host !== 'string' || host === '') throw new TypeError(`hosts: expected host names or RegExps, got ${JSON.stringify(host)}`);
      else if (host.startsWith('.')) this.suffixes.push(host.toLowerCase());
      else this.exact.add(host.toLowerCase());
    }
  }

  /** Whether a host name (already parsed from a well-formed Host header, lower case, no port) is allowed. */
  allows(host: string): boolean {
    if (host === '') return false;
    if (this.seen.has(host)) return true;
    const allowed =
      this.exact.has(host) ||
      this.suffixes.some((suffix) => host.endsWith(suffix) || host === suffix.slice(1)) ||
      this.patterns.some((pattern) => pattern.test(host));
    if (allowed && this.seen.size < 256) this.seen.add(host);
    return allowed;
  }
}
