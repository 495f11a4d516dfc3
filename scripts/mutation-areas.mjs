// The areas `npm run mutate` measures one Stryker run at a time (each stays under ~20 minutes on 2 cores).
// Shared by stryker.config.mjs (which area to mutate) and scripts/mutate.mjs (which runs to start and report).
// Every file of src/ except cli/, view/ and the two entry points (index.ts, core.ts: re-exports only) belongs to
// exactly one area; test/mutation/areas.test.ts checks that.
export const AREAS = {
  'pattern-generate': ['src/pattern/**/*.ts', 'src/generate/**/*.ts'],
  match: ['src/match/**/*.ts'],
  'dsl-block': ['src/dsl/block/**/*.ts', 'src/dsl/naming.ts', 'src/dsl/near-miss.ts', 'src/dsl/redirect.ts', 'src/dsl/http-verbs.ts'],
  'dsl-map': ['src/dsl/map/**/*.ts'],
  core: ['src/route.ts', 'src/route-set.ts', 'src/inflection.ts', 'src/errors.ts', 'src/draw-session.ts', 'src/own.ts', 'src/profile/**/*.ts', 'src/format/**/*.ts', 'src/request-context.ts'],
  http: ['src/http/**/*.ts', 'src/fetch/**/*.ts'],
  import: ['src/import/**/*.ts'],
};

/** Whether an area's glob (one file, or `dir/**\/*.ts`) takes in a source file. */
export function globCovers(glob, file) {
  return glob.endsWith('/**/*.ts') ? file.startsWith(glob.slice(0, -'**/*.ts'.length)) : glob === file;
}

export const REPORT_DIR = 'reports/mutation';

/** Where an area's run keeps its JSON report and its incremental file (both gitignored under reports/). */
export function reportFiles(area) {
  return { json: `${REPORT_DIR}/${area}.json`, incremental: `${REPORT_DIR}/${area}.incremental.json` };
}
