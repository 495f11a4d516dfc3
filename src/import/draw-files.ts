import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Declaration } from './declarations.js';
import type { NodeOf, RubyParser } from './prism.js';
import { evaluate, Unconvertible } from './ruby-values.js';
import { SourceText, type ByteRange } from './source-text.js';
import { splitArguments, type Frame, type Receiver, type Walker } from './walker.js';

/** A Ruby file the walker walks: its text, its comments in order, and its name as messages show it. */
export interface WalkedFile {
  readonly name: string;
  readonly source: SourceText;
  readonly comments: readonly ByteRange[];
}

/** What `draw :name` needs while a routes file is converted. */
export interface DrawnFiles {
  /** Rails' draw path: the folder `routes` beside the routes file (`config/routes`), as the file was named. */
  readonly folder: string;
  /** A file's text, or undefined when there is none. */
  readonly read: (path: string) => string | undefined;
  readonly parse: RubyParser;
  /** The files being drawn now, outermost first: drawing one of them again is a cycle. */
  readonly stack: string[];
}

/** A file's text from the file system, or undefined when it cannot be read (missing, a folder). */
export function readDrawnFile(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Rails 6.1's `draw :admin`: the declarations of `config/routes/admin.rb` (beside the routes file, whichever
 * file draws it), evaluated on the mapper where the call stands, so in its scope. They are converted from
 * that file, with its own lines and comments, into `r.draw((r) => { … })`. A file that is missing, does not
 * parse or is already being drawn (a cycle) is a TODO that says which file was looked for.
 */
export function drawFile(node: NodeOf<'CallNode'>, receiver: Receiver, frame: Frame, walker: Walker): Declaration[] | string {
  const { positional, options, blockArgument } = splitArguments(node);
  if (positional.length !== 1 || options || blockArgument || node.block) return 'draw takes the name of one file (draw :admin)';
  const name = evaluate(positional[0]!, frame.bindings);
  if (name instanceof Unconvertible) return `draw of a file named by ${name.reason}`;
  if (typeof name !== 'string' || name === '') return 'draw of a name that is not a string or symbol';
  // convertRoutes sets it before any file is walked.
  const files = walker.drawing!;
  const path = join(files.folder, `${name}.rb`);
  const call = `draw :${name}`;
  if (files.stack.includes(path)) {
    const chain = [...files.stack, path].join(' → ');
    return [walker.todo(node, `${call}: a cycle (${chain}): Rails would draw it until the stack overflows; not drawn again`)];
  }
  const text = files.read(path);
  if (text === undefined) return [walker.todo(node, `${call}: ${path} not found (Rails raises "Your router tried to #draw the external file ${name}.rb"): its routes are not converted`)];
  const parsed = files.parse(text);
  const source = new SourceText(text);
  if (parsed.errors.length) {
    const error = parsed.errors[0]!;
    return [walker.todo(node, `${call}: ${path}:${source.lineAt(error.location.startOffset)}: Ruby syntax error: ${error.message}`)];
  }
  // Prism lists comments in the order they stand.
  const comments = parsed.comments.map((c) => c.location);
  // Rails reads the file with instance_eval on the mapper: the draw block's locals and block parameters are not
  // seen there, constants and methods are, and calls go to the mapper itself (no with_options merge).
  const inner: Frame = { bindings: frame.bindings.isolated(), receivers: new Map(), implicit: { js: receiver.js, merge: null } };
  files.stack.push(path);
  try {
    const body = walker.within({ name: path, source, comments }, () => walker.body(parsed.value.statements, inner, Buffer.byteLength(text)));
    const line = walker.source.lineAt(node.location.startOffset);
    return [{ kind: 'call', line, receiver: receiver.js, method: 'draw', args: [], block: { param: receiver.js, body: [{ kind: 'comment', text: `${path} (${call})` }, ...body] } }];
  } finally {
    files.stack.pop();
  }
}
