import type { RailsVersion } from '../profile/profile.js';
import { dirname, join } from 'node:path';
import { blockStyle } from './block-style.js';
import type { ConvertedRoutes, Declaration, Drawing } from './declarations.js';
import { readDrawnFile } from './draw-files.js';
import { jsName, mapStyle } from './map-style.js';
import { is, loadRubyParser, type NodeOf, type RubyNode } from './prism.js';
import { Bindings, constantPath } from './ruby-values.js';
import { SourceText } from './source-text.js';
import { blockParamNames, Walker, type Frame, type StyleRules } from './walker.js';

/** Outside a draw block nothing is a routing call. */
const noRoutes: StyleRules = { call: (node) => `${node.name}: outside the routes' draw block` };

/** Which style a statement draws in: `….routes.draw do` is block style, `ActionController::Routing::Routes.draw do |map|` map style. */
function drawingStyle(node: RubyNode): 'block' | 'map' | undefined {
  if (!is(node, 'CallNode') || !['draw', 'prepend', 'append'].includes(node.name) || !is(node.block, 'BlockNode')) return undefined;
  if (constantPath(node.receiver) === 'ActionController::Routing::Routes') return 'map';
  if (is(node.receiver, 'CallNode') && node.receiver.name === 'routes') return 'block';
  return undefined;
}

export interface ConvertOptions {
  /** The Rails version the file was written for (default 3.2): what a Ruby String path and `param:` mean. */
  readonly rails?: RailsVersion;
  /** The Rails environment conditions on `Rails.env` are read in (default production); ENV variables are unset. */
  readonly railsEnv?: string;
  /** Reads a file `draw :name` names (`config/routes/name.rb` beside the routes file); default: the file system. */
  readonly readFile?: (path: string) => string | undefined;
}

/**
 * Converts a Rails routes file (either style) into declarations of the library's DSLs. Constants and
 * locals assigned outside the draw block are known inside it. Throws on a Ruby syntax error.
 */
export async function convertRoutes(text: string, filename = 'routes.rb', style?: 'block' | 'map', options: ConvertOptions = {}): Promise<ConvertedRoutes> {
  const parse = await loadRubyParser();
  const result = parse(text);
  const source = new SourceText(text);
  if (result.errors.length) {
    const error = result.errors[0]!;
    throw new Error(`${filename}:${source.lineAt(error.location.startOffset)}: Ruby syntax error: ${error.message}`);
  }
  const comments = result.comments.map((c) => c.location).sort((a, b) => a.startOffset - b.startOffset);
  const walker = new Walker(source, comments, noRoutes, options.rails, options.railsEnv === undefined ? undefined : { railsEnv: options.railsEnv });
  walker.drawing = { folder: join(dirname(filename), 'routes'), read: options.readFile ?? readDrawnFile, parse, stack: [] };
  const top: Frame = { bindings: new Bindings(), receivers: new Map(), implicit: null };
  const drawings: Drawing[] = [];
  const preamble: Declaration[] = [];
  const statements = result.value.statements.body;
  if (style && !statements.some((node) => drawingStyle(node))) {
    // A file of bare declarations (the inside of a draw block), read in the style asked for.
    return { drawings: [drawing(style, result.value.statements, [], walker, top)], preamble, todos: walker.todos };
  }
  for (const node of statements) {
    const found = drawingStyle(node);
    if (!found) {
      walker.style = noRoutes;
      const out = [...walker.commentsBefore(node.location.startOffset), ...walker.statement(node, top)];
      (drawings.length ? (drawings[drawings.length - 1]!.body as Declaration[]) : preamble).push(...out);
      continue;
    }
    preamble.push(...walker.commentsBefore(node.location.startOffset));
    const block = (node as NodeOf<'CallNode'> & { block: NodeOf<'BlockNode'> }).block;
    drawings.push(drawing(style ?? found, block.body, blockParamNames(block) ?? [], walker, top, block.location.startOffset + block.location.length));
  }
  if (!drawings.length) throw new Error(`${filename}: no routes draw block found (\`Rails.application.routes.draw do\` or \`ActionController::Routing::Routes.draw do |map|\`); for a file of bare declarations give --style block or --style map`);
  return { drawings, preamble, todos: walker.todos };
}

/** A drawing from a draw block's body (or a whole file's statements) and the block's parameter names. */
function drawing(style: 'block' | 'map', body: RubyNode | null, names: string[], walker: Walker, top: Frame, end?: number): Drawing {
  if (style === 'block') {
    const mapper = { js: 'r', merge: null };
    // Rails 3.0 still accepted `draw do |map|`: the parameter is the mapper.
    const receivers = new Map(names.map((n) => [n, mapper] as const));
    walker.style = blockStyle;
    // Each draw has its own mapper, and so its own concerns.
    walker.concerns.clear();
    return { style, param: 'r', body: walker.body(body, walker.child(top, { receivers, implicit: mapper }), end) };
  }
  const param = jsName(names[0] ?? 'map');
  walker.style = mapStyle;
  // A bare file's declarations are made on `map`.
  const receivers = new Map([names[0] ?? 'map'].map((n) => [n, { js: param, merge: null, top: true }] as const));
  return { style, param, body: walker.body(body, walker.child(top, { receivers, implicit: null }), end) };
}
