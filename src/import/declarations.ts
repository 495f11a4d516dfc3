import type { RubyValue } from './ruby-values.js';

/** One converted DSL call: `receiver.method(...args, block)`. */
export interface CallDeclaration {
  readonly kind: 'call';
  readonly line: number;
  /** The JavaScript variable the call is made on (`r`, `map`, `admin`, …). */
  readonly receiver: string;
  /** The library's method name (camelCase). */
  readonly method: string;
  readonly args: readonly RubyValue[];
  readonly block?: BlockDeclaration;
}

/** A block passed to a call: its parameter (map style) and the declarations inside. */
export interface BlockDeclaration {
  readonly param: string | null;
  readonly body: readonly Declaration[];
}

/** Source that was not converted, kept as a `// TODO(import):` comment. */
export interface TodoDeclaration {
  readonly kind: 'todo';
  readonly todo: Todo;
}

/** A comment of the Ruby file, carried over. */
export interface CommentDeclaration {
  readonly kind: 'comment';
  readonly text: string;
  /** A comment at the end of the line of the declaration before it (`get 'x' => 'a#b' # legacy`). */
  readonly trailing?: boolean;
}

export type Declaration = CallDeclaration | TodoDeclaration | CommentDeclaration;

/** What the converter could not convert: where, why, and the original lines. */
export interface Todo {
  /** The file the lines are in when it is not the routes file: one it draws (`config/routes/api.rb`). */
  readonly file?: string;
  readonly line: number;
  readonly lastLine: number;
  readonly reason: string;
  readonly source: readonly string[];
  /** True when the construct was dropped but the declarations inside it were kept (a lambda constraint). */
  readonly keptBody?: boolean;
}

/** One `routes.draw` / `Routes.draw` call of the file. */
export interface Drawing {
  readonly style: 'block' | 'map';
  /** The variable name the drawing's callback takes (`r` or the map's Ruby name). */
  readonly param: string;
  readonly body: readonly Declaration[];
}

/** A converted routes file. */
export interface ConvertedRoutes {
  readonly drawings: readonly Drawing[];
  /** Declarations outside any draw call that were not converted, and comments before the first drawing. */
  readonly preamble: readonly Declaration[];
  readonly todos: readonly Todo[];
}
