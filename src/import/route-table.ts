import type { RailsVersion } from '../profile/profile.js';
import type { Route } from '../route.js';

/** One row of a route table, as `rake routes` / `rails routes` prints it. */
export interface TableRow {
  readonly name: string;
  /** `GET`, `GET|POST`, or '' for any verb. */
  readonly verb: string;
  readonly path: string;
  /** `controller#action` (`:controller` / `:action` when the request supplies them), or the endpoint as printed. */
  readonly target: string;
  /** True for a row served by something other than a controller action (a redirect, a Rack app, an engine). */
  readonly endpoint: boolean;
  /** Line in the table file (saved tables only). */
  readonly line?: number;
}

const VERB = /^[A-Z]+(\|[A-Z]+)*$/;

/**
 * Parses the saved output of `rake routes` (Rails 2.3: `name VERB /path {:controller=>"x", :action=>"y"}`)
 * or `rails routes` (3.2 and later: `name VERB /path x#y`). Headers, `(in /app)` lines and engines' sections
 * (`Routes for Blorgh::Engine:`) are skipped. Rails 4+ routes `update` as PATCH and PUT; for a module drawn under
 * the 3.2 profile (PUT only) the PATCH row directly before its PUT twin is dropped, under 6.1 it is kept.
 */
export function parseRouteTable(text: string, rails: RailsVersion = '3.2'): TableRow[] {
  const rows: TableRow[] = [];
  let inEngine = false;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (/^Routes for /.test(line)) inEngine = !/^Routes for application/i.test(line);
    if (inEngine || !line || /^(Prefix|Name)\s+Verb\s+URI/.test(line) || /^\(in \//.test(line)) return;
    const tokens = line.split(/\s+/);
    const at = tokens.findIndex((t) => t.startsWith('/'));
    if (at < 0 || at > 2) return;
    const before = tokens.slice(0, at);
    let name = '';
    let verb = '';
    if (before.length === 2) [name, verb] = before as [string, string];
    else if (before.length === 1) {
      if (VERB.test(before[0]!)) verb = before[0]!;
      else name = before[0]!;
    }
    if (verb === 'ANY') verb = '';
    const rest = tokens.slice(at + 1).join(' ');
    rows.push({ name, verb, path: tokens[at]!, ...target(rest), line: index + 1 });
  });
  return rails === '3.2' ? dropPatchTwins(rows) : rows;
}

/** The target column: a 2.3 hash `{:controller=>"x", :action=>"y"}` or `x#y`; anything else is an endpoint. */
function target(text: string): { target: string; endpoint: boolean } {
  if (text.startsWith('{') || text === '') {
    const controller = /:controller\s*=>\s*"([^"]*)"/.exec(text)?.[1] ?? ':controller';
    const action = /:action\s*=>\s*"([^"]*)"/.exec(text)?.[1] ?? ':action';
    return { target: `${controller}#${action}`, endpoint: false };
  }
  const first = text.split(' ')[0]!;
  // 3.x lists a redirect or a lambda target after the placeholder target: `:controller#:action {:to=>#<Proc…>}`.
  if (/^:?[\w/]+#:?\w+$/.test(first) && !/:to\s*=>|#<Proc/.test(text)) return { target: first, endpoint: false };
  return { target: text, endpoint: true };
}

function dropPatchTwins(rows: TableRow[]): TableRow[] {
  return rows.filter((row, i) => {
    const next = rows[i + 1];
    return !(row.verb === 'PATCH' && next && next.verb === 'PUT' && next.path === row.path && next.target === row.target);
  });
}

/** The rows of a drawn route set. */
export function routeRows(routes: readonly Route[]): TableRow[] {
  return routes.map((route) => ({
    name: route.name ?? '',
    verb: route.verbs.join('|'),
    path: route.path,
    target: route.endpoint ? '(handler)' : `${route.controller ?? ':controller'}#${route.action ?? ':action'}`,
    endpoint: route.endpoint !== null,
  }));
}

/** One line of a table diff: a row only in the saved table (`-`) or only in the imported one (`+`). */
export interface TableDifference {
  readonly side: '-' | '+';
  readonly row: TableRow;
}

const key = (r: TableRow) => `${r.verb} ${r.path} ${r.target} ${r.name}`;

/**
 * The differences between the saved table and the imported one (longest common subsequence, so a missing
 * or extra route shows as one line, not as everything after it). Rows of the saved table that Rails serves
 * with a redirect or a Rack app are set aside: the converter skips those declarations (they are TODOs, listed
 * in `endpoints`) or converts them (redirects), so they are reported when missing, not counted as differences.
 */
export function diffTables(saved: readonly TableRow[], imported: readonly TableRow[]): { differences: TableDifference[]; endpoints: TableRow[] } {
  // An endpoint the import has too (a redirect it converted) is not reported as left out.
  const convertedEndpoint = new Set(imported.filter((r) => r.endpoint).map((r) => `${r.verb} ${r.path}`));
  const endpoints = saved.filter((r) => r.endpoint && !convertedEndpoint.has(`${r.verb} ${r.path}`));
  const a = saved.filter((r) => !r.endpoint);
  const b = imported.filter((r) => !r.endpoint);
  const ka = a.map(key);
  const kb = b.map(key);
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[i]![j] = ka[i] === kb[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const differences: TableDifference[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && ka[i] === kb[j]) {
      i++;
      j++;
    } else if (j < m && (i === n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) differences.push({ side: '+', row: b[j++]! });
    else differences.push({ side: '-', row: a[i++]! });
  }
  return { differences, endpoints };
}

/** The diff as lines: `- ` rows only Rails has (with their line in the table file), `+ ` rows only the import has. */
export function formatDifferences(differences: readonly TableDifference[]): string[] {
  const width = (f: (r: TableRow) => string) => Math.max(0, ...differences.map((d) => f(d.row).length));
  const [name, verb, path] = [width((r) => r.name), width((r) => r.verb || 'ANY'), width((r) => r.path)];
  return differences.map(({ side, row }) => {
    const text = `${side} ${row.name.padStart(name)} ${(row.verb || 'ANY').padEnd(verb)} ${row.path.padEnd(path)} ${row.target}`;
    return side === '-' && row.line ? `${text}   (table line ${row.line})` : text;
  });
}
