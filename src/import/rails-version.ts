import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { RailsVersion } from '../profile/profile.js';

/** The profile a routes file is imported for, and why: what `import` says on stderr. */
export interface ChosenVersion {
  readonly rails: RailsVersion;
  readonly reason: string;
}

/** `    rails (6.1.7)` / `    railties (6.1.7.3)` / `    actionpack (4.2.11)` in the specs of a Gemfile.lock. */
const LOCKED = /^ {4}(rails|railties|actionpack) \((\d+)\.(\d+)[^)]*\)$/m;

/**
 * The Rails version a Gemfile.lock locks (`rails`, else `railties` or `actionpack`), as `major.minor`, or
 * undefined when it locks none of them.
 */
export function lockedRailsVersion(lockfile: string): string | undefined {
  const found = LOCKED.exec(lockfile);
  return found ? `${found[2]}.${found[3]}` : undefined;
}

/**
 * The profile for routes of a Rails version: Rails 4.0 and later are read as 6.1 (what Rails 4–8 changed in
 * routing since 3.2 is 6.1's; later versions changed little of it), older ones as 3.2.
 */
export function profileFor(version: string): RailsVersion {
  return Number(version.split('.')[0]) >= 4 ? '6.1' : '3.2';
}

/**
 * The profile to import a routes file with: the `--rails` option, else the version the Gemfile.lock of its
 * application locks (the nearest one walking up from the file), else 3.2.
 */
export function chooseRailsVersion(routesFile: string, option: string | undefined): ChosenVersion {
  if (option !== undefined) {
    if (!/^\d+(\.\d+)*$/.test(option)) throw new Error(`--rails must be a Rails version such as 6.1 or 3.2, got ${JSON.stringify(option)}`);
    const rails = profileFor(option);
    return { rails, reason: `--rails ${option}${option === rails ? '' : `: imported for the Rails ${rails} profile`}` };
  }
  for (let dir = dirname(resolve(routesFile)); ; dir = dirname(dir)) {
    const lockfile = join(dir, 'Gemfile.lock');
    if (existsSync(lockfile)) {
      const version = lockedRailsVersion(readFileSync(lockfile, 'utf8'));
      if (version !== undefined) {
        const rails = profileFor(version);
        return { rails, reason: `${lockfile} locks Rails ${version}${version === rails ? '' : `: imported for the Rails ${rails} profile`}` };
      }
    }
    if (dirname(dir) === dir) break;
  }
  return { rails: '3.2', reason: 'no Gemfile.lock locking Rails found beside the routes file or above it: imported for Rails 3.2 (give --rails 6.1 for a Rails 4+ app)' };
}
