import type { RailsVersion } from '../profile/profile.js';
import type { ConvertedRoutes, Declaration, Todo } from './declarations.js';
import { RubyApp } from './mount.js';
import { JsVariable, RubyHash, RubyRedirect, RubyRegExp, type RubyValue } from './ruby-values.js';

/** Ruby's snake_case option and method names → the library's camelCase API names (only these are renamed). */
const CAMEL = new Set(['path_names', 'has_many', 'has_one', 'name_prefix', 'path_prefix', 'shallow_path', 'shallow_prefix', 'resources_path_names']);
const camel = (key: string) => (CAMEL.has(key) ? key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) : key);

export interface EmitOptions {
  /** Where `RouteSet` is imported from (default `resource-routing`). */
  readonly importFrom?: string;
  /** The routes file, named in the header comment. */
  readonly sourceName?: string;
  /** TypeScript (`.ts`) or JavaScript (`.mjs` / `.js`) output. */
  readonly typescript?: boolean;
  /** The Rails version the routes were written for: the route set's profile (`'3.2'`, the default, writes none). */
  readonly rails?: RailsVersion;
}

/** The module text: a `RouteSet` drawn with the converted declarations, default-exported. */
export function emitModule(converted: ConvertedRoutes, options: EmitOptions = {}): string {
  const lines = [`// Converted from ${options.sourceName ?? 'a Rails routes file'} by \`resource-routing import\`.`];
  const { todos } = converted;
  if (todos.length) lines.push(`// ${todos.length} construct${todos.length === 1 ? ' was' : 's were'} not converted: see the TODO(import) comments.`);
  const names = uses(converted, (value) => value instanceof RubyRedirect) ? 'redirect, RouteSet' : 'RouteSet';
  lines.push(`import { ${names} } from ${quote(options.importFrom ?? 'resource-routing')};`, '');
  const config = options.rails && options.rails !== '3.2' ? `{ rails: ${quote(options.rails)} }` : '';
  lines.push(`const routes${options.typescript ? ': RouteSet' : ''} = new RouteSet(${config});`, '');
  if (uses(converted, (value) => value instanceof RubyApp)) lines.push(...standIn(options.typescript === true), '');
  if (converted.preamble.length) lines.push(...declarations(converted.preamble, ''), '');
  for (const drawing of converted.drawings) {
    lines.push(`routes.${drawing.style === 'map' ? 'drawMap' : 'draw'}((${drawing.param}) => {`, ...declarations(drawing.body, '  '), '});', '');
  }
  lines.push('export default routes;', '');
  return lines.join('\n');
}

function declarations(list: readonly Declaration[], indent: string): string[] {
  const out: string[] = [];
  for (const d of list) {
    // A trailing comment stays at the end of its declaration's (last) line.
    if (d.kind === 'comment' && d.trailing && out.length && !out[out.length - 1]!.trimStart().startsWith('//')) out[out.length - 1] += ` // ${d.text}`;
    else out.push(...declaration(d, indent));
  }
  return out;
}

function declaration(d: Declaration, indent: string): string[] {
  if (d.kind === 'comment') return [`${indent}//${d.text ? ` ${d.text}` : ''}`];
  if (d.kind === 'todo') return todoComment(d.todo).map((line) => indent + line);
  const args = d.args.map((value, i) => (i === d.args.length - 1 && value instanceof RubyHash ? hash(value, true) : literal(value)));
  const call = `${indent}${d.receiver}.${d.method}(${args.join(', ')}`;
  if (!d.block) return [`${call});`];
  const opener = `${call}${args.length ? ', ' : ''}(${d.block.param ?? ''}) => {`;
  if (!d.block.body.length) return [`${opener}});`];
  return [opener, ...declarations(d.block.body, `${indent}  `), `${indent}});`];
}

/** `// TODO(import): line N: reason`, then the original lines, dedented. */
export function todoComment(todo: Todo): string[] {
  const lines = todo.lastLine > todo.line ? `lines ${todo.line}-${todo.lastLine}` : `line ${todo.line}`;
  const where = todo.file === undefined ? lines : `${todo.file} ${lines}`;
  const margin = Math.min(...todo.source.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  return [`// TODO(import): ${where}: ${todo.reason}`, ...todo.source.map((l) => `//   ${l.slice(Number.isFinite(margin) ? margin : 0)}`.trimEnd())];
}

/** A value as a JavaScript literal. */
export function literal(value: RubyValue): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value instanceof RubyRegExp) return regExpLiteral(value);
  if (value instanceof RubyRedirect) return redirectCall(value);
  if (value instanceof RubyApp) return `unconverted(${quote(value.source)})`;
  if (value instanceof JsVariable) return value.name;
  return hash(value, false);
}

/** `redirect('/new/%{id}', { status: 302 })`, or a block's string as a function of the params. */
function redirectCall({ target, status }: RubyRedirect): string {
  const written =
    typeof target === 'string'
      ? quote(target)
      : `(params) => \`${target.map((part) => (typeof part === 'string' ? part.replace(/[`\\]|\$(?=\{)/g, '\\$&') : `\${params${/^[A-Za-z_$][\w$]*$/.test(part.param) ? `.${part.param}` : `[${quote(part.param)}]`}}`)).join('')}\``;
  return `redirect(${written}${status === null ? '' : `, { status: ${status} }`})`;
}

/** The stand-in for Ruby endpoints: mounted apps, lambdas, redirect blocks (see `mount.ts`). */
function standIn(typescript: boolean): string[] {
  return [
    "// A stand-in for a Ruby endpoint (a mounted app, a lambda, a redirect block): replace each unconverted('…').",
    `const unconverted = (ruby${typescript ? ': string' : ''}) => ()${typescript ? ': never' : ''} => {`,
    '  throw new Error(`not converted from the Rails routes: ${ruby}; give the route the endpoint that serves it`);',
    '};',
  ];
}

/** Whether a converted value anywhere answers `test`. */
function uses(converted: ConvertedRoutes, test: (value: RubyValue) => boolean): boolean {
  const holds = (value: RubyValue): boolean => test(value) || (Array.isArray(value) ? value.some(holds) : value instanceof RubyHash && value.entries.some(([, v]) => holds(v)));
  const inList = (list: readonly Declaration[]): boolean => list.some((d) => d.kind === 'call' && (d.args.some(holds) || (d.block !== undefined && inList(d.block.body))));
  return inList(converted.preamble) || converted.drawings.some((drawing) => inList(drawing.body));
}

function hash(value: RubyHash, options: boolean): string {
  if (!value.entries.length) return '{}';
  const entries = value.entries.map(([key, v]) => {
    const name = options ? camel(key) : key;
    return `${/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name)}: ${literal(v)}`;
  });
  return `{ ${entries.join(', ')} }`;
}

function quote(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

/** A regexp literal: `/` escaped (outside classes) where Ruby's `%r{…}` needed no escape, line breaks as escapes. */
export function regExpLiteral(re: RubyRegExp): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < re.source.length; i++) {
    const c = re.source[i]!;
    if (c === '\\') {
      out += c + (re.source[i + 1] ?? '');
      i++;
    } else if (c === '[' || c === ']') {
      inClass = c === '[';
      out += c;
    } else if (c === '/' && !inClass) out += '\\/';
    else if (c === '\n') out += '\\n';
    else if (c === '\r') out += '\\r';
    else out += c;
  }
  return `/${out || '(?:)'}/${re.flags}`;
}
