import type { PatternNode } from '../../pattern/ast.js';
import { canonicalPath } from '../../pattern/escape.js';

// Journey's Router::Utils (6.1): RFC 3986 unreserved characters, sub-delims, `:` and `@` stay as they are;
// everything else (`%` too, even one that starts an escape) is percent-encoded as UTF-8.
const KEPT = /%(?:24|26|2B|2C|3B|3D|3A|40)/g;
const KEPT_WITH_SLASH = /%(?:24|26|2B|2C|3B|3D|3A|40|2F)/g;
const restore = (e: string) => decodeURIComponent(e);

/** `escape_segment`: a param's value, `/` written `%2F`. */
export const escapeSegment61 = (value: string): string => encodeURIComponent(value).replace(KEPT, restore);

/** `escape_path`: a glob's or `:controller`'s value, `/` kept. */
export const escapePath61 = (value: string): string => encodeURIComponent(value).replace(KEPT_WITH_SLASH, restore);

/**
 * Journey's `Format#evaluate` (6.1): the path of a route from its parts' text. A group is written when every
 * param directly in it has a value (a group of static text only is always written), else it is left out with
 * what it holds; a glob or `:controller` keeps its `/`, any other param escapes it. Returns `''` when a param
 * outside every group has no value (as Journey does).
 */
export function format61(ast: readonly PatternNode[], parts: Readonly<Record<string, string | undefined>>): string {
  let out = '';
  for (const node of ast) {
    if (node.type === 'static') {
      out += canonicalPath(node.value);
    } else if (node.type === 'optional') {
      // Journey checks a group's own params before writing any of it.
      if (node.nodes.some((n) => n.type !== 'static' && n.type !== 'optional' && parts[n.name] === undefined)) continue;
      out += format61(node.nodes, parts);
    } else {
      const value = parts[node.name];
      if (value === undefined) return '';
      out += node.type === 'glob' || node.name === 'controller' ? escapePath61(value) : escapeSegment61(value);
    }
  }
  return out;
}
