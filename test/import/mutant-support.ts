import { convertRoutes } from '../../src/import/convert.js';
import type { ConvertedRoutes } from '../../src/import/declarations.js';
import { emitModule } from '../../src/import/emit.js';

/** The lines of a converted module between its header and `export default routes;`: the drawings (and preamble). */
export function bodyLines(code: string): string[] {
  const lines = code.split('\n');
  const start = lines.findIndex((l) => l.startsWith('const routes')) + 2;
  const end = lines.lastIndexOf('export default routes;') - 1;
  return lines.slice(start, end);
}

/** Converts Ruby source and answers the emitted drawings' lines and the TODOs as `line: reason`. */
export async function convert(ruby: string, style?: 'block' | 'map'): Promise<{ lines: string[]; todos: string[]; converted: ConvertedRoutes; code: string }> {
  const converted = await convertRoutes(ruby, 'routes.rb', style);
  const code = emitModule(converted);
  return { lines: bodyLines(code), todos: converted.todos.map((t) => `${t.line}: ${t.reason}`), converted, code };
}

/** A block-style draw block around the given lines. */
export const block = (...lines: string[]) => ['Rails.application.routes.draw do', ...lines.map((l) => `  ${l}`), 'end'].join('\n');
/** A map-style draw block around the given lines. */
export const map = (...lines: string[]) => ['ActionController::Routing::Routes.draw do |map|', ...lines.map((l) => `  ${l}`), 'end'].join('\n');
