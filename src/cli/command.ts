import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ParseArgsConfig } from 'node:util';

/** The options of a command, in the form `node:util`'s `parseArgs` takes them. */
export type CommandOptions = NonNullable<ParseArgsConfig['options']>;

/** What a command receives: its positional arguments and its parsed options. */
export interface CommandInput {
  readonly positionals: readonly string[];
  readonly values: { readonly [option: string]: string | boolean | (string | boolean)[] | undefined };
}

/**
 * One subcommand of the CLI (`routes`, `types`, …). Each lives in its own file under `commands/` and is listed
 * once in `commands/index.ts`; `main.ts` parses the arguments with `options` and calls `run`.
 */
export interface Command {
  readonly name: string;
  /** `routes <module>`: the command line shown in the usage. */
  readonly synopsis: string;
  readonly summary: string;
  /** One line per option, shown under the command in the usage. */
  readonly help: readonly string[];
  readonly options: CommandOptions;
  /** Returns the exit code. */
  run(input: CommandInput): Promise<number> | number;
}

/** Wrong usage (unknown option, missing argument, invalid value): the CLI prints the message and the usage, exit 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The string value of an option (`parseArgs` gives strings for `type: 'string'`). */
export const stringOption = (input: CommandInput, name: string): string | undefined => {
  const value = input.values[name];
  return typeof value === 'string' ? value : undefined;
};

/** The one positional argument a command needs (the routes module), or a usage error naming it. */
export function requiredPositional(input: CommandInput, command: string, what: string): string {
  const [value, ...extra] = input.positionals;
  if (value === undefined) throw new UsageError(`${command}: missing ${what}`);
  if (extra.length) throw new UsageError(`${command}: unexpected argument ${JSON.stringify(extra[0])}`);
  return value;
}

/** Writes a file a command produces (`-o app/routes.js`), creating its folder first when it does not exist. */
export function writeOutput(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
