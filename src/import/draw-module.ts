import { redirect } from '../dsl/redirect.js';
import { RouteSet } from '../route-set.js';

/**
 * Runs the text of a converted module (JavaScript flavour) against this copy of the library and returns the
 * route set it exports: what `--check` compares with the saved table. The module's only imports, `RouteSet`
 * and (for converted redirects) `redirect`, are handed in here instead, and its default export is returned.
 */
export function drawConvertedModule(code: string): RouteSet {
  const body = code
    .replace(/^import \{ (redirect, )?RouteSet \} from [^\n]*;$/m, '')
    .replace(/^export default routes;$/m, 'return routes;');
  // The text is the converter's own output (literals and DSL calls only), not user code.
  const run = new Function('RouteSet', 'redirect', body) as (routeSet: typeof RouteSet, redirectTo: typeof redirect) => RouteSet;
  try {
    return run(RouteSet, redirect);
  } catch (error) {
    throw new Error(`the converted routes do not draw: ${(error as Error).message}`, { cause: error });
  }
}
