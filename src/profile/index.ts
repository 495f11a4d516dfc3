import { ArgumentError } from '../errors.js';
import type { RailsProfile, RailsVersion } from './profile.js';
import { rails32 } from './rails-3-2.js';
import { rails61 } from './rails-6-1.js';

export type { DeclarationRules, GenerationRules, RailsProfile, RailsVersion, RecognitionRules } from './profile.js';
export { rails32, rails61 };

/** The profiles by version, as `new RouteSet({ rails })` takes them. */
export const PROFILES: Readonly<Record<RailsVersion, RailsProfile>> = Object.freeze({ '3.2': rails32, '6.1': rails61 });

/** The profile a route set's `rails` option names: a version (`'6.1'`), a profile object, or nothing (3.2). */
export function resolveProfile(rails: unknown): RailsProfile {
  if (rails === undefined) return rails32;
  if (typeof rails === 'string' && Object.hasOwn(PROFILES, rails)) return PROFILES[rails as RailsVersion];
  if (isProfile(rails)) return rails;
  throw new ArgumentError(
    `Unknown Rails version ${JSON.stringify(rails)} for the rails option: give one of ${Object.keys(PROFILES).map((v) => `'${v}'`).join(', ')} (or a profile object such as rails61)`,
  );
}

function isProfile(value: unknown): value is RailsProfile {
  if (value === null || typeof value !== 'object') return false;
  const p = value as Partial<RailsProfile>;
  return typeof p.version === 'string' && typeof p.declaration === 'object' && typeof p.recognition === 'object' && typeof p.generation === 'object' && typeof p.inflections === 'object';
}
