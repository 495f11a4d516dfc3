#!/usr/bin/env node
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { UsageError, type Command } from './command.js';
import { COMMANDS } from './commands/index.js';

const GLOBAL_HELP = ['-h, --help             this help', '-v, --version          the version', '    --trace            the stack trace of an error'];

function usage(): string {
  const commands = COMMANDS.flatMap((c) => [`  ${c.synopsis.padEnd(18)}${c.summary}`, ...c.help.map((line) => `      ${line}`)]);
  return [
    'usage: resource-routing <command> <module> [options]',
    '',
    'Commands:',
    ...commands,
    '',
    'Options:',
    ...GLOBAL_HELP.map((line) => `  ${line}`),
    '',
    '<module> is a JavaScript or TypeScript module (TypeScript through tsx) that exports a RouteSet: as default,',
    'as `routes`, or name it with --export NAME.',
  ].join('\n');
}

function version(): string {
  // From dist/cli/ (and src/cli/), the package's package.json is two folders up.
  return (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
}

/** parseArgs's own errors (unknown option, missing value) are usage errors, one line, without Node's codes. */
function parse(command: Command | undefined, argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        ...command?.options,
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
        trace: { type: 'boolean' },
      },
    });
  } catch (error) {
    // Node's message goes on with advice about `--`; its first sentence says what is wrong.
    if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) throw new UsageError((error as Error).message.split(/\.\s|\n/)[0]!);
    throw error;
  }
}

/** The command named on the line: the first positional, read knowing every command's options (`-g x routes …`). */
function commandName(argv: string[]): string | undefined {
  const options = Object.assign({}, ...COMMANDS.map((c) => c.options)) as Command['options'];
  return parseArgs({ args: argv, allowPositionals: true, strict: false, options }).positionals[0];
}

async function main(argv: string[]): Promise<number> {
  const name = commandName(argv);
  const command = COMMANDS.find((c) => c.name === name);
  const { values, positionals } = parse(command, argv);
  if (values.version) {
    console.log(version());
    return 0;
  }
  if (values.help) {
    console.log(usage());
    return 0;
  }
  if (!name) throw new UsageError('missing command');
  if (!command) throw new UsageError(`unknown command ${JSON.stringify(name)}`);
  return command.run({ positionals: positionals.slice(1), values });
}

const argv = process.argv.slice(2);
main(argv).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`resource-routing: ${error.message}\n\n${usage()}`);
      process.exit(2);
    }
    // One line, as the user can act on it; internals (the stack, our file paths) only when asked for.
    const message = error instanceof Error ? error.message : String(error);
    console.error(`resource-routing: ${message.split('\n')[0]}`);
    if (argv.includes('--trace') && error instanceof Error && error.stack) console.error(error.stack);
    else if (!(error instanceof Error && error.name === 'LoadError')) console.error('(run again with --trace for the stack)');
    process.exit(1);
  },
);
