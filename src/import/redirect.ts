import { is, type NodeOf, type RubyNode } from './prism.js';
import { evaluate, RubyHash, RubyRedirect, Unconvertible, type Bindings, type Evaluated, type RedirectPart } from './ruby-values.js';

/**
 * Rails' `redirect(…)` as the library's `redirect` (`src/dsl/redirect.ts`), where it says the same thing:
 * a path or URL string (its `%{name}` put in from the params, escaped), `status:` a 3xx code, and a block that
 * only writes a string of its params (`redirect { |params, req| "/articles/#{params[:id]}" }`), which becomes a
 * function of the params. Anything else (a block that reads the request or runs code, Rails 4's options
 * hash, a lambda) stays a TODO.
 */
export function evaluateRedirect(node: NodeOf<'CallNode'>, bindings: Bindings): Evaluated {
  const args = node.arguments_?.arguments_ ?? [];
  const last = args[args.length - 1];
  const options = last && (is(last, 'KeywordHashNode') || is(last, 'HashNode')) ? evaluate(last, bindings) : undefined;
  if (options instanceof Unconvertible) return options;
  const positional = options === undefined ? args : args.slice(0, -1);
  if (positional.length === 0 && node.block === null) return new Unconvertible("a redirect given as an options hash (Rails 4's path:/host:)");
  const status = options instanceof RubyHash ? redirectStatus(options) : null;
  if (status instanceof Unconvertible) return status;
  if (node.block !== null) {
    if (positional.length) return new Unconvertible('a redirect with both a path and a block');
    const template = is(node.block, 'BlockNode') ? blockTemplate(node.block) : undefined;
    return template ? new RubyRedirect(template, status) : new Unconvertible('a redirect block that reads the request or runs code');
  }
  if (positional.length !== 1) return new Unconvertible('a redirect of other arguments than a path');
  const target = evaluate(positional[0]!, bindings);
  if (target instanceof Unconvertible) return target;
  return typeof target === 'string' ? new RubyRedirect(target, status) : new Unconvertible('a redirect to something other than a string');
}

/** The `status:` of a redirect's options, which may say nothing else: a 3xx code, or null for the default 301. */
function redirectStatus(options: RubyHash): number | null | Unconvertible {
  const other = options.entries.find(([key]) => key !== 'status');
  if (other) return new Unconvertible(`a redirect option other than status (${other[0]})`);
  const status = options.get('status');
  if (status === undefined) return null;
  return typeof status === 'number' && Number.isInteger(status) && status >= 300 && status <= 399 ? status : new Unconvertible('a redirect status that is not a 3xx code');
}

/**
 * The string a redirect block returns when that is all it does, with its params read by name: `"/a/#{params[:id]}"`
 * → `['/a/', { param: 'id' }]`; undefined for any other block.
 */
function blockTemplate(block: NodeOf<'BlockNode'>): RedirectPart[] | undefined {
  const params = block.parameters;
  const list = is(params, 'BlockParametersNode') ? params.parameters : null;
  const first = list?.requireds[0];
  const name = is(first, 'RequiredParameterNode') ? first.name : undefined;
  const body = is(block.body, 'StatementsNode') ? block.body.body : [];
  if (body.length !== 1) return undefined;
  const statement = body[0]!;
  if (is(statement, 'StringNode')) return [statement.unescaped.value];
  if (!is(statement, 'InterpolatedStringNode') || name === undefined) return undefined;
  const parts: RedirectPart[] = [];
  for (const part of statement.parts) {
    if (is(part, 'StringNode')) parts.push(part.unescaped.value);
    else {
      const param = is(part, 'EmbeddedStatementsNode') && part.statements?.body.length === 1 ? paramRead(part.statements.body[0]!, name) : undefined;
      if (param === undefined) return undefined;
      parts.push({ param });
    }
  }
  return parts;
}

/** `params[:id]` or `params['id']` on the block's first parameter: the param's name. */
function paramRead(node: RubyNode, params: string): string | undefined {
  if (!is(node, 'CallNode') || node.name !== '[]' || !is(node.receiver, 'LocalVariableReadNode') || node.receiver.name !== params) return undefined;
  const args = node.arguments_?.arguments_ ?? [];
  const key = args.length === 1 ? args[0] : undefined;
  return is(key, 'SymbolNode') || is(key, 'StringNode') ? key.unescaped.value : undefined;
}
