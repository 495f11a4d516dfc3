import type { RailsVersion } from '../profile/profile.js';
import type { Declaration, Todo, TodoDeclaration } from './declarations.js';
import { environmentValue, truthy, type ImportEnvironment } from './environment.js';
import { is, type NodeOf, type RubyNode } from './prism.js';
import { Bindings, constantPath, evaluate, RubyHash, Unconvertible, type Evaluated, type RubyValue } from './ruby-values.js';
import type { ByteRange, SourceText } from './source-text.js';
import type { DrawnFiles, WalkedFile } from './draw-files.js';

/** What a call's receiver stands for: a JavaScript variable, and options a `with_options` block merges in. */
export interface Receiver {
  readonly js: string;
  readonly merge: RubyHash | null;
  /** The draw block's own map (map style): it carries no options from an enclosing block. */
  readonly top?: boolean;
  /**
   * Map style: the segment names of the path prefix its routes get from enclosing blocks (`with_options
   * :path_prefix => ':locale'`), or null where they are not known here (a resource's block).
   */
  readonly prefixKeys?: ReadonlySet<string> | null;
}

/** The names in force where a declaration stands. */
export interface Frame {
  readonly bindings: Bindings;
  /** Ruby names of block parameters that stand for the mapper / a route map. */
  readonly receivers: ReadonlyMap<string, Receiver>;
  /** Where a call without a receiver goes (block style: the mapper), or null (map style). */
  readonly implicit: Receiver | null;
}

/** The rules of one DSL style: how a call of it becomes declarations. */
export interface StyleRules {
  /** The declarations for a call, or a reason it is not convertible. */
  call(node: NodeOf<'CallNode'>, frame: Frame, walker: Walker): Declaration[] | string;
}

/**
 * Walks the statements of a draw block: the Ruby that is not a routing call but shapes which calls are made
 * (local variables and constants with literal values, loops over literal arrays, conditions with literal
 * values) is evaluated here, routing calls go to the style's rules, and everything else becomes a TODO.
 */
export class Walker {
  readonly todos: Todo[] = [];
  private readonly usedComments = new Set<ByteRange>();
  private readonly expanding = new Set<RubyNode>();
  /** The file being walked when it is not the routes file itself (one that `draw :name` reads), as shown. */
  private file: string | undefined;
  /** What `draw :name` needs: where the drawn files are and how they are read and parsed (block style). */
  drawing: DrawnFiles | undefined;
  /** The concerns defined so far in the current draw block (Rails keeps them per mapper, for the whole draw). */
  readonly concerns = new Set<string>();

  constructor(
    private text: SourceText,
    private comments: readonly ByteRange[],
    public style: StyleRules,
    /** The Rails version the file was written for (the profile the module is written for). */
    readonly rails: RailsVersion = '3.2',
    /** The environment conditions on `Rails.env` and `ENV` are read in. */
    readonly environment: ImportEnvironment = { railsEnv: 'production' },
  ) {}

  /** The text of the file being walked: the routes file, or a file it draws while that is walked. */
  get source(): SourceText {
    return this.text;
  }

  /**
   * Walks another file (one `draw :name` reads) with `walk`: its lines and comments are the ones TODOs and
   * carried-over comments come from, and its TODOs name it; the routes file's are back afterwards.
   */
  within<T>(file: WalkedFile, walk: () => T): T {
    const saved = { text: this.text, comments: this.comments, file: this.file };
    this.text = file.source;
    this.comments = file.comments;
    this.file = file.name;
    try {
      return walk();
    } finally {
      ({ text: this.text, comments: this.comments, file: this.file } = saved);
    }
  }

  /** The declarations of a list of statements; comments before `end` (a block's end offset) come last. */
  statements(nodes: readonly RubyNode[], frame: Frame, end?: number): Declaration[] {
    const out: Declaration[] = [];
    for (const node of nodes) {
      out.push(...this.commentsBefore(node.location.startOffset));
      const declared = this.statement(node, frame);
      out.push(...declared, ...this.trailingComments(node, declared.length > 0));
    }
    if (end !== undefined) out.push(...this.commentsBefore(end));
    return out;
  }

  /** The statements of a block or branch body (a StatementsNode, or nothing). */
  body(node: RubyNode | null, frame: Frame, end?: number): Declaration[] {
    if (node === null) return end === undefined ? [] : this.commentsBefore(end);
    if (is(node, 'StatementsNode')) return this.statements(node.body, frame, end);
    return [this.todo(node, 'a begin/rescue block')];
  }

  statement(node: RubyNode, frame: Frame): Declaration[] {
    if (is(node, 'LocalVariableWriteNode') || is(node, 'ConstantWriteNode') || is(node, 'ConstantPathWriteNode')) {
      const value = evaluate(node.value, frame.bindings);
      if (is(node, 'LocalVariableWriteNode')) frame.bindings.setLocal(node.name, value);
      else {
        const path = is(node, 'ConstantWriteNode') ? node.name : constantPath(node.target);
        if (path) frame.bindings.setConstant(path, value);
      }
      // Literal values are inlined where they are used; other values make every use a TODO, and so the
      // assignment is one too (its lines are skipped).
      return value instanceof Unconvertible ? [this.todo(node, `an assignment of ${value.reason}: its uses are not converted either`)] : [];
    }
    if (is(node, 'IfNode') || is(node, 'UnlessNode')) return this.conditional(node, frame);
    if (is(node, 'ForNode')) return this.forLoop(node, frame);
    if (is(node, 'DefNode')) {
      if (node.receiver !== null) return [this.todo(node, 'a singleton method definition')];
      frame.bindings.setMethod(node.name, node);
      return [];
    }
    if (is(node, 'CallNode')) {
      const definition = node.receiver === null ? frame.bindings.method(node.name) : undefined;
      if (is(definition, 'DefNode')) return this.expand(node, definition, frame);
      if (node.isAttributeWrite()) return [this.todo(node, `an attribute assignment (${node.name})`)];
      if (['each', 'each_with_index', 'each_pair'].includes(node.name) && node.receiver && is(node.block, 'BlockNode')) {
        return this.eachLoop(node, node.block, frame);
      }
      const result = this.style.call(node, frame, this);
      return typeof result === 'string' ? [this.todo(node, result)] : result;
    }
    if (is(node, 'NilNode') || is(node, 'StringNode') || is(node, 'SymbolNode')) return [];
    return [this.todo(node, `not a routing declaration (${node.constructor.name.replace(/Node$/, '')})`)];
  }

  /**
   * A call of a method the file defines (Canvas' `add_files(course)`): its body, declared where the call
   * stands, with the parameters bound to the arguments (a route map, or a literal value).
   */
  private expand(call: NodeOf<'CallNode'>, definition: NodeOf<'DefNode'>, frame: Frame): Declaration[] {
    if (this.expanding.has(definition)) return [this.todo(call, `a recursive call of ${definition.name}`)];
    const params = definition.parameters;
    if (params && (params.rest || params.posts.length || params.keywords.length || params.keywordRest || params.block)) {
      return [this.todo(call, `a call of ${definition.name}, whose parameters are not plain names`)];
    }
    const args = call.arguments_?.arguments_ ?? [];
    const names = [...(params?.requireds ?? []), ...(params?.optionals ?? [])];
    if (args.length < (params?.requireds.length ?? 0) || args.length > names.length || call.block) return [this.todo(call, `a call of ${definition.name} with arguments it does not take`)];
    const receivers = new Map(frame.receivers);
    const inner = this.child(frame, { receivers });
    names.forEach((param, i) => {
      const name = (param as { name: string }).name;
      const arg = args[i];
      const receiver = is(arg, 'LocalVariableReadNode') ? frame.receivers.get(arg.name) : undefined;
      if (receiver) receivers.set(name, receiver);
      else inner.bindings.setLocal(name, arg ? evaluate(arg, frame.bindings) : is(param, 'OptionalParameterNode') ? evaluate(param.value, frame.bindings) : null);
    });
    this.expanding.add(definition);
    try {
      return this.body(definition.body, inner);
    } finally {
      this.expanding.delete(definition);
    }
  }

  /** A TODO for a node: recorded for the report and returned to stand where the node stood. */
  todo(node: RubyNode | ByteRange, reason: string, keptBody = false): TodoDeclaration {
    const range = 'location' in node ? node.location : node;
    const { first, last } = this.source.lines(range);
    const todo: Todo = {
      ...(this.file === undefined ? {} : { file: this.file }),
      line: first,
      lastLine: keptBody ? first : last,
      // A reason quoting Ruby of several lines (a redirect block) stays on the one line of its comment.
      reason: reason.replace(/\s*\r?\n\s*/g, ' '),
      source: keptBody ? this.source.lineTexts(range).slice(0, 1) : this.source.lineTexts(range),
      ...(keptBody ? { keptBody } : {}),
    };
    // A loop or an expanded method repeats a TODO in each copy of its body; it is reported once.
    if (!this.todos.some((t) => t.line === todo.line && t.reason === todo.reason && t.file === todo.file)) this.todos.push(todo);
    // Comments on the lines of a skipped construct (after its last line's code too) are part of its quoted source.
    if (!keptBody) for (const c of this.comments) if (c.startOffset >= range.startOffset && this.source.lineAt(c.startOffset) <= last) this.usedComments.add(c);
    return { kind: 'todo', todo };
  }

  /** A frame for a block: its own locals; the block parameter, if any, bound as given. */
  child(frame: Frame, changes: { receivers?: ReadonlyMap<string, Receiver>; implicit?: Receiver | null } = {}): Frame {
    return {
      bindings: frame.bindings.child(),
      receivers: changes.receivers ?? frame.receivers,
      implicit: changes.implicit === undefined ? frame.implicit : changes.implicit,
    };
  }

  /** Comments after a statement on its last line: they stay with it. */
  private trailingComments(node: RubyNode, trailing: boolean): Declaration[] {
    const end = node.location.startOffset + node.location.length;
    const line = this.source.lineAt(Math.max(node.location.startOffset, end - 1));
    return this.comments
      .filter((c) => c.startOffset >= end && this.source.lineAt(c.startOffset) === line && !this.usedComments.has(c))
      .map((c) => {
        this.usedComments.add(c);
        return { kind: 'comment', text: this.source.slice(c).replace(/^#\s?/, ''), trailing };
      });
  }

  /** The Ruby comments not yet carried over that start before `offset`. */
  commentsBefore(offset: number): Declaration[] {
    const out: Declaration[] = [];
    for (const c of this.comments) {
      if (c.startOffset >= offset) break;
      if (this.usedComments.has(c)) continue;
      this.usedComments.add(c);
      const text = this.source.slice(c).replace(/^#\s?/, '');
      if (!/^\s*(frozen_string_literal|encoding|-\*-)/.test(text)) out.push({ kind: 'comment', text });
    }
    return out;
  }

  /**
   * `if` / `unless` on a literal value picks its branch; on the environment (`Rails.env.production?`,
   * `ENV['X']`) the branch of the import environment, said in a TODO; on anything else it is a TODO.
   */
  private conditional(node: NodeOf<'IfNode'> | NodeOf<'UnlessNode'>, frame: Frame): Declaration[] {
    const guarded = definedGuard(node);
    // `X = /…/ unless defined? X`: the file's own default for a constant, taken as its value.
    if (guarded && frame.bindings.constant(guarded) === undefined) return this.body(node.statements, frame);
    const reads = { environment: false };
    const literal = evaluate(node.predicate, frame.bindings);
    const condition = literal instanceof Unconvertible ? environmentValue(node.predicate, frame.bindings, this.environment, reads) : literal;
    const text = this.source.slice(node.predicate.location);
    if (condition instanceof Unconvertible) return [this.todo(node, `a condition known only when the app runs (${text}): the routes depend on the environment`)];
    const taken = truthy(condition) === is(node, 'IfNode');
    const other = is(node, 'IfNode') ? node.subsequent : node.elseClause;
    const before = this.todos.length;
    const declared = taken ? this.body(node.statements, frame) : is(other, 'ElseNode') ? this.body(other.statements, frame) : other ? this.statement(other, frame) : [];
    if (!reads.environment) return declared;
    // Read in the import environment: said, with the lines left out quoted when nothing is drawn.
    const reading = `${text} is ${truthy(condition)} in the ${this.environment.railsEnv} environment with no ENV variable set`;
    const none = !declared.some((d) => d.kind === 'call');
    const said = this.todo(node, `${reading}: ${none ? 'these routes are left out' : 'only the routes of that branch are converted'}`, !none);
    // Listed before the TODOs of the branch, in line order.
    const [todo] = this.todos.splice(this.todos.length - 1, 1);
    if (todo === said.todo) this.todos.splice(before, 0, todo);
    else if (todo) this.todos.push(todo);
    return [said, ...declared];
  }

  /** `%w(a b).each do |x| … end` (and `each_with_index`, hashes' `each` / `each_pair`): the body once per element. */
  private eachLoop(node: NodeOf<'CallNode'>, block: NodeOf<'BlockNode'>, frame: Frame): Declaration[] {
    const collection = evaluate(node.receiver, frame.bindings);
    if (collection instanceof Unconvertible) return [this.todo(node, `a loop over ${collection.reason}`)];
    const names = blockParamNames(block);
    if (names === undefined) return [this.todo(node, 'a loop whose block parameters are not plain names')];
    const items: RubyValue[][] = elements(collection).map((item, index) =>
      node.name === 'each_with_index' ? [item, index] : names.length > 1 && Array.isArray(item) ? item : [item],
    );
    return items.flatMap((values) => {
      const inner = this.child(frame);
      names.forEach((name, i) => inner.bindings.setLocal(name, values[i] ?? null));
      return this.body(block.body, inner, block.location.startOffset + block.location.length);
    });
  }

  private forLoop(node: NodeOf<'ForNode'>, frame: Frame): Declaration[] {
    const collection = evaluate(node.collection, frame.bindings);
    if (collection instanceof Unconvertible) return [this.todo(node, `a loop over ${collection.reason}`)];
    if (!is(node.index, 'LocalVariableTargetNode')) return [this.todo(node, 'a for loop with a destructuring index')];
    const name = node.index.name;
    return elements(collection).flatMap((item) => {
      frame.bindings.setLocal(name, item);
      return this.body(node.statements, frame);
    });
  }
}

/** The constant `unless defined?(X)` guards when the body only assigns X (`X = 1 unless defined? X`). */
function definedGuard(node: NodeOf<'IfNode'> | NodeOf<'UnlessNode'>): string | undefined {
  if (!is(node, 'UnlessNode') || node.elseClause || !is(node.predicate, 'DefinedNode')) return undefined;
  const name = constantPath(node.predicate.value);
  const body = node.statements?.body ?? [];
  return name && body.length === 1 && is(body[0], 'ConstantWriteNode') && body[0].name === name ? name : undefined;
}

/** The elements a loop visits: an array's, a hash's `[key, value]` pairs, a single value once. */
function elements(collection: RubyValue): RubyValue[] {
  if (Array.isArray(collection)) return collection;
  if (collection instanceof RubyHash) return collection.entries.map(([k, v]) => [k, v]);
  return [collection];
}

/** The plain parameter names of a block (`|x|`, `|k, v|`), [] for none, undefined for anything fancier. */
export function blockParamNames(block: NodeOf<'BlockNode'>): string[] | undefined {
  const params = block.parameters;
  if (params === null) return [];
  if (!is(params, 'BlockParametersNode')) return undefined;
  const list = params.parameters;
  if (list === null) return [];
  const names: string[] = [];
  for (const p of list.requireds) {
    if (!is(p, 'RequiredParameterNode')) return undefined;
    names.push(p.name);
  }
  return list.optionals.length || list.rest || list.posts.length || list.keywords.length ? undefined : names;
}

/** Evaluated values of a call's positional arguments, and its trailing options hash node (if any). */
export function splitArguments(node: NodeOf<'CallNode'>): { positional: RubyNode[]; options: NodeOf<'KeywordHashNode'> | NodeOf<'HashNode'> | null; blockArgument: boolean } {
  const args = [...(node.arguments_?.arguments_ ?? [])];
  const blockArgument = is(node.block, 'BlockArgumentNode');
  const last = args[args.length - 1];
  const options = is(last, 'KeywordHashNode') || is(last, 'HashNode') ? (args.pop() as NodeOf<'KeywordHashNode'> | NodeOf<'HashNode'>) : null;
  return { positional: args, options, blockArgument };
}

export type { Evaluated };
