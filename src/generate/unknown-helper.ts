import { editDistance } from '../dsl/near-miss.js';
import { UrlGenerationError } from '../errors.js';

/**
 * Whether a key is spelled as a helper is (`…_path`, `…_url`, `…Path`, `…Url`, `hash_for_…`, `hashFor…`): reading
 * such a key that no named route has throws (`unknownHelper`) instead of giving `undefined`, which surfaced as
 * "… is not a function" at the call. Any other key (`then`, `toJSON`, `constructor`, a symbol) reads as on a
 * plain object, so the helpers object can be awaited, logged and serialized.
 */
export const looksLikeHelper = (key: string): boolean => /^(?:hash_for_|hashFor)./.test(key) || /.(?:_path|_url|Path|Url)$/.test(key);

/**
 * The error for reading `key`, a helper no named route has, naming the existing helpers spelled nearest to it
 * (`known`: every helper key of the route set's names): "did you mean post_comment_path?".
 */
export function unknownHelper(key: string, known: Iterable<string>): UrlGenerationError {
  // snake_case keys hold an `_` and camelCase ones none: suggestions are spelled as the key is.
  const snake = key.includes('_');
  const bound = Math.max(1, Math.floor(key.length / 5));
  let nearest: string[] = [];
  let best = bound + 1;
  let any = false;
  for (const candidate of known) {
    any = true;
    // The distance is at least the difference in length: most keys are ruled out without computing it.
    if (candidate.includes('_') !== snake || Math.abs(candidate.length - key.length) > best) continue;
    const distance = editDistance(key, candidate);
    if (distance < best) [nearest, best] = [[candidate], distance];
    else if (distance === best && !nearest.includes(candidate)) nearest.push(candidate);
  }
  const names = nearest.sort().slice(0, 3);
  const hint = names.length
    ? `; did you mean ${names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)!}` : names[0]!}?`
    : any
      ? ' (none has a name near it; `resource-routing routes` lists them)'
      : ' (the route set has no named routes)';
  return new UrlGenerationError(`No helper ${key}: no named route has it${hint}`);
}
