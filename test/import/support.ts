import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RouteSet, type Route } from '../../src/index.js';
import { convertRoutes, type ConvertOptions } from '../../src/import/convert.js';
import type { ConvertedRoutes } from '../../src/import/declarations.js';
import { drawConvertedModule } from '../../src/import/draw-module.js';
import { emitModule } from '../../src/import/emit.js';

export const FIXTURES = join(import.meta.dirname, 'fixtures');

export interface Imported {
  readonly converted: ConvertedRoutes;
  /** The module text (JavaScript flavour). */
  readonly code: string;
  /** The route set the module exports. */
  readonly set: RouteSet;
}

/** Converts Ruby source, emits the module and draws it, as `resource-routing import --check` does. */
export async function importSource(ruby: string, style?: 'block' | 'map', options: ConvertOptions = {}): Promise<Imported> {
  const converted = await convertRoutes(ruby, 'routes.rb', style, options);
  const code = emitModule(converted, { sourceName: 'routes.rb', rails: options.rails });
  return { converted, code, set: drawConvertedModule(code) };
}

export const importFixture = (name: string): Promise<Imported> => importSource(readFileSync(join(FIXTURES, name), 'utf8'));

/** Everything a route's table row and behaviour depend on, as comparable text. */
export function routeFacts(routes: readonly Route[]): string[] {
  const regexps = (o: object) => JSON.stringify(o, (_, v: unknown) => (v instanceof RegExp ? String(v) : v));
  return routes.map(
    (r) => `${r.verbs.join('|') || 'ANY'} ${r.path} ${r.controller ?? ':controller'}#${r.action ?? ':action'} ${r.name ?? '-'} ${regexps(r.requirements)} ${regexps(r.defaults)} ${regexps(r.conditions)}`,
  );
}
