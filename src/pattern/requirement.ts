import { ArgumentError } from '../errors.js';
import { fromRubySyntax } from './ruby-regexp.js';

/**
 * Segment requirements (`id: /\d+/`) are spliced into one regular expression per route, so a requirement's
 * flags cannot stay flags: `i` and `s` are rewritten into the source, and the capture groups it brings are
 * counted so params can still be read by position.
 */

export function assertUnanchored(param: string, requirement: RegExp, where: string): void {
  // Rails refuses ^, \A at the start and $, \Z, \z at the end: a segment requirement is anchored by the route.
  // (Written here, not as a module constant, so a mutation run can check it against the tests calling this.)
  if (/^(\\A|\^)|(\\Z|\\z|\$)$/.test(requirement.source)) {
    throw new ArgumentError(`Regexp anchor characters are not allowed in routing requirements: ${String(requirement)} (param :${param} of ${where})`);
  }
}

/** How many capture groups a source brings (named ones included). */
export function countGroups(source: string): number {
  return new RegExp(`${source}|`).exec('')!.length - 1;
}

/**
 * The requirement's source read as Ruby reads it (see `fromRubySyntax`), with its `i` / `s` flags folded in,
 * ready to splice into a larger pattern.
 */
export function inlineSource(requirement: RegExp): string {
  const { flags } = requirement;
  return fromRubySyntax(requirement.source, { dotAll: flags.includes('s'), caseless: flags.includes('i') });
}

/**
 * Whether a requirement must be matched in unicode mode: its own `u` flag, or Ruby's `\p{…}` property classes
 * (JavaScript reads `\p{L}` as the text `p{L}` unless the pattern is unicode).
 */
export function needsUnicode(requirement: RegExp): boolean {
  return requirement.unicode || /\\[pPux]\{/.test(requirement.source);
}

// The anchored form of each requirement, compiled on first use: helpers check values on every call.
const anchored = new WeakMap<RegExp, RegExp>();

/** The requirement as a regexp a whole value must match (also what `resource-routing js` writes out). */
export function anchoredRequirement(requirement: RegExp): RegExp {
  let whole = anchored.get(requirement);
  if (!whole) {
    const flags = requirement.flags.replace(/[gy]/g, '');
    whole = new RegExp(`^(?:${fromRubySyntax(requirement.source, { dotAll: flags.includes('s') })})$`, needsUnicode(requirement) && !flags.includes('u') ? `${flags}u` : flags);
    anchored.set(requirement, whole);
  }
  return whole;
}

/** Whether a whole value satisfies a requirement (generation checks values before putting them in a path). */
export function satisfies(requirement: RegExp, value: string): boolean {
  return anchoredRequirement(requirement).test(value);
}
