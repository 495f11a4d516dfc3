import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Route } from '../route.js';

/** The part of a route set the CLI needs (duck-typed, so a set from another copy of the package works too). */
export interface LoadedRouteSet {
  readonly routes: readonly Route[];
  readonly namedRoutes: ReadonlyMap<string, Route>;
}

const isRouteSet = (value: unknown): value is LoadedRouteSet =>
  typeof value === 'object' && value !== null && Array.isArray((value as LoadedRouteSet).routes) && (value as LoadedRouteSet).namedRoutes instanceof Map;

/**
 * Imports a module and finds its route set: the export named `exportName`, else the default export, else an
 * export named `routes`, else the only route set it exports. A function export is called (`export default
 * () => new RouteSet().draw(…)`).
 */
export async function loadRouteSet(file: string, exportName?: string): Promise<LoadedRouteSet> {
  const module = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
  const settle = async (value: unknown) => (typeof value === 'function' ? await (value as () => unknown)() : value);
  if (exportName) {
    const value = await settle(module[exportName]);
    if (!isRouteSet(value)) throw new Error(`${file} exports no route set named ${JSON.stringify(exportName)}`);
    return value;
  }
  for (const key of ['default', 'routes']) {
    const value = await settle(module[key]);
    if (isRouteSet(value)) return value;
  }
  const sets = Object.values(module).filter(isRouteSet);
  if (sets.length === 1) return sets[0]!;
  throw new Error(
    sets.length
      ? `${file} exports ${sets.length} route sets; pick one with --export NAME`
      : `${file} exports no route set (export it as default or as \`routes\`)`,
  );
}
