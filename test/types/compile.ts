import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { expect } from 'vitest';

/** Diagnostics of one program: file (from `test/types/`, or as given) → line → messages. */
export type Diagnostics = Map<string, Map<number, string[]>>;

/** The strict options every type test compiles with (as a user's `strict` + `nodenext` project). */
export const STRICT: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts'],
  noUncheckedIndexedAccess: true,
};

/** Type-checks the files in one program and gathers the errors by file and line. */
export function compile(files: readonly string[], options: ts.CompilerOptions, host?: ts.CompilerHost): Diagnostics {
  const program = ts.createProgram(files, { ...STRICT, ...options }, host);
  const diagnostics: Diagnostics = new Map();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const file = d.file ? d.file.fileName.replace(/^.*?(test\/types\/)/, '$1') : '(global)';
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
    const lines = diagnostics.get(file) ?? new Map<number, string[]>();
    lines.set(line, [...(lines.get(line) ?? []), ts.flattenDiagnosticMessageText(d.messageText, '\n')]);
    diagnostics.set(file, lines);
  }
  return diagnostics;
}

/** Every message of a file (or of the whole program with `(global)`), as `line: message`. */
export const messagesOf = (diagnostics: Diagnostics, file: string): string[] =>
  [...(diagnostics.get(file) ?? new Map<number, string[]>())].flatMap(([line, messages]) => messages.map((m) => `${line}: ${m}`));

/** `// error: TEXT` markers: line number → the text its error must mention. */
export function expectedErrors(file: string): Map<number, string> {
  const out = new Map<number, string>();
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, i) => {
      const marker = /\/\/ error: (\S+)\s*$/.exec(text);
      if (marker) out.set(i + 1, marker[1]!);
    });
  return out;
}

/** Each marked line of `file` fails mentioning its marker's text, and no unmarked line fails. */
export function expectMarkedErrors(diagnostics: Diagnostics, file: string): void {
  const expected = expectedErrors(file);
  const actual = diagnostics.get(file) ?? new Map<number, string[]>();
  for (const [line, text] of expected) {
    const errors = actual.get(line) ?? [];
    expect(errors.join('\n'), `line ${line} of ${file} should fail mentioning ${text}`).toContain(text);
  }
  // No error anywhere else: the unmarked lines are valid.
  expect([...actual.keys()].filter((line) => !expected.has(line)).map((line) => `${line}: ${actual.get(line)!.join(' / ')}`)).toEqual([]);
}
