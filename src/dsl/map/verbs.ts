import { ArgumentError } from '../../errors.js';
import { didYouMeanVerb } from '../http-verbs.js';
import { describe } from './options.js';

/** The verbs Rails 2.3 accepted in `conditions: { method }` (HEAD is answered by GET routes). */
const HTTP_METHODS = ['get', 'post', 'put', 'delete', 'options'];

const HEAD_MESSAGE =
  'HTTP method HEAD is invalid in route conditions. Rails processes HEAD requests the same as GETs, returning just the response headers';

function checkVerb(verb: unknown, where: string, extra: readonly string[] = []): string {
  const name = typeof verb === 'string' ? verb.toLowerCase() : undefined;
  if (name === 'head') throw new ArgumentError(`${HEAD_MESSAGE} (${where})`);
  if (name === undefined || !(HTTP_METHODS.includes(name) || extra.includes(name))) {
    const known = [...HTTP_METHODS, ...extra];
    throw new ArgumentError(`Invalid HTTP method specified in route conditions: ${describe(verb)} (${where}; ${didYouMeanVerb(verb, known)}expected ${known.join(', ')})`);
  }
  return name;
}

/** The verbs of `conditions: { method }`: a verb or a list of them; none means any verb. */
export function conditionVerbs(method: unknown, where: string): readonly string[] {
  if (method === undefined || method === null) return [];
  if (typeof method === 'string') {
    // One verb: its list is shared (frozen), as most routes give one of a handful.
    let verbs = ofOneVerb.get(method);
    if (verbs === undefined) {
      verbs = Object.freeze([checkVerb(method, where).toUpperCase()]);
      if (ofOneVerb.size < 100) ofOneVerb.set(method, verbs);
    }
    return verbs;
  }
  const list = Array.isArray(method) ? method : [method];
  return list.map((verb) => checkVerb(verb, where).toUpperCase());
}

const ofOneVerb = new Map<string, readonly string[]>();

/**
 * What a `collection` / `member` / `new` entry may say: a verb, `any`, or a list of those. Checked when the
 * resource is declared, so the message names the resource and the action.
 */
export type ActionVerb = string | readonly string[];

export function actionVerb(value: unknown, where: string): ActionVerb {
  if (Array.isArray(value)) {
    if (value.length === 0) throw new ArgumentError(`${where}: a list of verbs must not be empty`);
    return value.map((verb) => checkVerb(verb, where, ['any']));
  }
  return checkVerb(value, where, ['any']);
}

/** Actions that share a verb form one group in Rails, and a list of verbs is a group of its own. */
export const verbKey = (verb: ActionVerb): string => (typeof verb === 'string' ? verb : JSON.stringify(verb));
