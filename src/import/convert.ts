import { blockStyle } from './block-style.js';
import type { ConvertedRoutes, Declaration, Drawing } from './declarations.js';
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

/**
 * Converts a Rails routes file (either style) into declarations of the library's DSLs. Constants and
 * locals assigned outside the draw block are known inside it. Throws on a Ruby syntax error.
 */
export async function convertRoutes(text: string, filename = 'routes.rb'): Promise<ConvertedRoutes> {
  const parse = await loadRubyParser();
  const result = parse(text);
  const source = new SourceText(text);
  if (result.errors.length) {
    const error = result.errors[0]!;
    throw new Error(`${filename}:${source.lineAt(error.location.startOffset)}: Ruby syntax error: ${error.message}`);
  }
  const comments = result.comments.map((c) => c.location).sort((a, b) => a.startOffset - b.startOffset);
  const walker = new Walker(source, comments, noRoutes);
  const top: Frame = { bindings: new Bindings(), receivers: new Map(), implicit: null };
  const drawings: Drawing[] = [];
  const preamble: Declaration[] = [];
  for (const node of result.value.statements.body) {
    const style = drawingStyle(node);
    if (!style) {
      walker.style = noRoutes;
      const out = [...walker.commentsBefore(node.location.startOffset), ...walker.statement(node, top)];
      (drawings.length ? (drawings[drawings.length - 1]!.body as Declaration[]) : preamble).push(...out);
      continue;
    }
    preamble.push(...walker.commentsBefore(node.location.startOffset));
    drawings.push(drawing(style, node as NodeOf<'CallNode'> & { block: NodeOf<'BlockNode'> }, walker, top));
  }
  return { drawings, preamble, todos: walker.todos };
}

function drawing(style: 'block' | 'map', node: NodeOf<'CallNode'> & { block: NodeOf<'BlockNode'> }, walker: Walker, top: Frame): Drawing {
  const names = blockParamNames(node.block) ?? [];
  const end = node.block.location.startOffset + node.block.location.length;
  if (style === 'block') {
    const mapper = { js: 'r', merge: null };
    // Rails 3.0 still accepted `draw do |map|`: the parameter is the mapper.
    const receivers = new Map(names.map((n) => [n, mapper] as const));
    walker.style = blockStyle;
    return { style, param: 'r', body: walker.body(node.block.body, walker.child(top, { receivers, implicit: mapper }), end) };
  }
  const param = jsName(names[0] ?? 'map');
  walker.style = mapStyle;
  const receivers = new Map(names.slice(0, 1).map((n) => [n, { js: param, merge: null }] as const));
  return { style, param, body: walker.body(node.block.body, walker.child(top, { receivers, implicit: null }), end) };
}
