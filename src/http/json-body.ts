import { BadRequest } from './errors.js';
import { FORBIDDEN_KEYS, type ParamObject, type ParamValue, type ParamsLimits } from './nested-params.js';

/**
 * The deepest nesting of arrays and objects in JSON text, found by a scan that skips strings. It runs before
 * `JSON.parse` so a body of a million `[` is refused without building anything.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > deepest) deepest = depth;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return deepest;
}

/** Copies parsed JSON without prototype keys, counting keys against the limit. */
function clean(value: unknown, budget: { keys: number; limit: number }): ParamValue {
  if (Array.isArray(value)) return value.map((item) => clean(item, budget));
  if (value !== null && typeof value === 'object') {
    const out: ParamObject = {};
    for (const [key, item] of Object.entries(value)) {
      if (++budget.keys > budget.limit) throw new BadRequest(`Too many parameters: more than ${budget.limit}`);
      if (!FORBIDDEN_KEYS.has(key)) out[key] = clean(item, budget);
    }
    return out;
  }
  return value as ParamValue;
}

/**
 * Params of a JSON body. An object gives its keys; any other JSON value is kept under `_json`, as Rails does.
 * `__proto__`, `constructor` and `prototype` keys are dropped at every level.
 */
export function parseJsonBody(text: string, limits: Pick<ParamsLimits, 'keys' | 'depth'>): ParamObject {
  if (text.trim() === '') return {};
  // The top-level object is level 0, like the param name `a` (so `a[b]` and `{"a":{"b":1}}` have one level).
  if (jsonDepth(text) - 1 > limits.depth) throw new BadRequest(`JSON body nested too deep: more than ${limits.depth} levels`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new BadRequest(`Invalid JSON body: ${(e as Error).message}`);
  }
  const value = clean(parsed, { keys: 0, limit: limits.keys });
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as ParamObject) : { _json: value };
}
