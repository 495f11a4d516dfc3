import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Route } from '../route.js';

/** The part of a route set the CLI needs (duck-typed, so a set from another copy of the package works too). */
export interface LoadedRouteSet {
  readonly routes: readonly Route[];
  readonly namedRoutes: ReadonlyMap<string, Route>;
  /** `direct` helpers by name (absent in sets from a copy of the package older than them). */
  readonly directHelpers?: ReadonlyMap<string, unknown>;
  /** The Rails version the set answers as, which picks the table's layout (absent in copies older than profiles: 3.2). */
  readonly profile?: { readonly version: string };
}

/** A failure the user can act on; the CLI prints its message as one line. */
export class LoadError extends Error {
  override name = 'LoadError';
}

const isRouteSet = (value: unknown): value is LoadedRouteSet =>
  typeof value === 'object' && value !== null && Array.isArray((value as LoadedRouteSet).routes) && (value as LoadedRouteSet).namedRoutes instanceof Map;

const TYPESCRIPT = new Set(['.ts', '.mts', '.cts', '.tsx']);

type TsImport = (specifier: string, parent: string) => Promise<unknown>;

/**
 * tsx's loader (an optional peer dependency), found next to this package or in the project the CLI runs in.
 * Undefined when neither has it.
 */
async function findTsx(): Promise<TsImport | undefined> {
  const candidates = ['tsx/esm/api'];
  try {
    candidates.push(pathToFileURL(createRequire(join(process.cwd(), 'noop.js')).resolve('tsx/esm/api')).href);
  } catch {
    // Not installed in the current project either.
  }
  for (const specifier of candidates) {
    try {
      const api = (await import(specifier)) as { tsImport?: TsImport };
      if (typeof api.tsImport === 'function') return api.tsImport;
    } catch {
      // Try the next place.
    }
  }
  return undefined;
}

/** Imports a routes module; TypeScript through tsx, unless this Node strips types itself. */
async function importModule(file: string): Promise<Record<string, unknown>> {
  const path = resolve(file);
  if (!existsSync(path)) throw new LoadError(`cannot find ${JSON.stringify(file)}`);
  const url = pathToFileURL(path).href;
  if (!TYPESCRIPT.has(extname(path))) return (await import(url)) as Record<string, unknown>;
  const tsImport = await findTsx();
  if (tsImport) return (await tsImport(url, import.meta.url)) as Record<string, unknown>;
  if ((process.features as { typescript?: unknown }).typescript) return (await import(url)) as Record<string, unknown>;
  throw new LoadError(
    `${file} is TypeScript: install tsx to load it (npm install --save-dev tsx), or give the compiled JavaScript module`,
  );
}

/**
 * A module compiled as CommonJS (a `.ts` file in a package without `"type": "module"`) arrives as a namespace
 * whose `default` holds its exports object: those exports are the module's.
 */
function unwrapCommonJs(module: Record<string, unknown>): Record<string, unknown> {
  const inner = module.default;
  if (typeof inner !== 'object' || inner === null || isRouteSet(inner)) return module;
  const { default: _ignored, ...rest } = module;
  return { ...rest, ...(inner as Record<string, unknown>) };
}

/**
 * Imports a module and finds its route set: the export named `exportName`, else the default export, else an
 * export named `routes`, else the only route set it exports. A function export is called (`export default
 * () => new RouteSet().draw(…)`).
 */
export async function loadRouteSet(file: string, exportName?: string): Promise<LoadedRouteSet> {
  const module = unwrapCommonJs(await importModule(file));
  const settle = async (value: unknown) => (typeof value === 'function' ? await (value as () => unknown)() : value);
  if (exportName) {
    const value = await settle(module[exportName]);
    if (!isRouteSet(value)) throw new LoadError(`${file} exports no route set named ${JSON.stringify(exportName)}`);
    return value;
  }
  for (const key of ['default', 'routes']) {
    const value = await settle(module[key]);
    if (isRouteSet(value)) return value;
  }
  const sets = Object.values(module).filter(isRouteSet);
  if (sets.length === 1) return sets[0]!;
  throw new LoadError(
    sets.length
      ? `${file} exports ${sets.length} route sets; pick one with --export NAME`
      : `${file} exports no route set (export it as default or as \`routes\`)`,
  );
}
