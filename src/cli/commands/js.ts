import { URL_OPTION_KEYS, type UrlOptions } from '../../generate/url.js';
import { browserModule } from '../browser/module.js';
import { requiredPositional, stringOption, UsageError, writeOutput, type Command, type CommandInput } from '../command.js';
import { loadRouteSet } from '../load.js';

/** `--default-url-options`: a JSON object, or `host=example.com,protocol=https`. */
export function parseUrlOptions(text: string): UrlOptions {
  let options: unknown;
  if (text.trim().startsWith('{')) {
    try {
      options = JSON.parse(text);
    } catch (e) {
      throw new UsageError(`--default-url-options: invalid JSON (${(e as Error).message})`);
    }
  } else {
    options = Object.fromEntries(
      text.split(',').filter(Boolean).map((pair) => {
        const at = pair.indexOf('=');
        if (at < 1) throw new UsageError(`--default-url-options: expected key=value, got ${JSON.stringify(pair)}`);
        return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      }),
    );
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new UsageError('--default-url-options must be an object of URL options');
  const unknown = Object.keys(options).filter((k) => !URL_OPTION_KEYS.has(k));
  if (unknown.length) {
    throw new UsageError(`--default-url-options: ${unknown.map((k) => JSON.stringify(k)).join(', ')} is no URL option (expected ${[...URL_OPTION_KEYS].join(', ')})`);
  }
  return options as UrlOptions;
}

function patterns(input: CommandInput, option: string): RegExp[] {
  const value = input.values[option];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((text) => {
    try {
      return new RegExp(String(text));
    } catch (e) {
      throw new UsageError(`--${option}: ${(e as Error).message}`);
    }
  });
}

/** `resource-routing js <module> -o app/routes.js`: the URL helpers as a browser module, with declarations. */
export const jsCommand: Command = {
  name: 'js',
  synopsis: 'js <module>',
  summary: 'write the URL helpers as a browser ES module (-o FILE.js) and its .d.ts',
  help: [
    '-o, --out FILE.js      the module to write; its declarations go beside it (FILE.d.ts)',
    '    --include REGEXP   only routes whose name or path matches (repeatable)',
    '    --exclude REGEXP   leave out routes whose name or path matches (repeatable)',
    '    --default-url-options JSON | host=…,protocol=…,port=…   defaults of the _url helpers',
    '    --snake-case       post_path instead of postPath',
    '    --export NAME      the export that holds the route set',
  ],
  options: {
    out: { type: 'string', short: 'o' },
    include: { type: 'string', multiple: true },
    exclude: { type: 'string', multiple: true },
    'default-url-options': { type: 'string' },
    'snake-case': { type: 'boolean' },
    export: { type: 'string' },
  },
  async run(input) {
    const file = requiredPositional(input, 'js', 'the routes module');
    const out = stringOption(input, 'out');
    if (!out) throw new UsageError('js: missing -o FILE.js (the module to write)');
    if (!/\.m?js$/.test(out)) throw new UsageError(`js: -o must name a .js or .mjs file, got ${JSON.stringify(out)}`);
    const urlOptionsText = stringOption(input, 'default-url-options');
    const urlOptions = urlOptionsText === undefined ? {} : parseUrlOptions(urlOptionsText);
    const include = patterns(input, 'include');
    const exclude = patterns(input, 'exclude');
    const set = await loadRouteSet(file, stringOption(input, 'export'));
    const setDefaults = (set as { defaultUrlOptions?: UrlOptions }).defaultUrlOptions;
    const module = browserModule(set.namedRoutes, {
      include,
      exclude,
      defaultUrlOptions: { ...setDefaults, ...urlOptions },
      snakeCase: input.values['snake-case'] === true,
      source: file,
      directs: set.directHelpers?.keys(),
    });
    writeOutput(out, module.js);
    writeOutput(out.replace(/\.(m?)js$/, '.d.$1ts'), module.dts);
    for (const reason of module.skipped) console.error(`skipped ${reason}`);
    console.error(`wrote ${out}: ${module.helpers.length} helpers`);
    return 0;
  },
};
