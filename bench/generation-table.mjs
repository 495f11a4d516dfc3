/**
 * The generation benchmark's table and call streams: ~600 named routes drawn with the public API (resources
 * nested two deep in four namespaces, member and collection routes, a singular resource, requirements, a glob,
 * optional groups), and seeded helper calls of each form with what path-to-regexp is given for the same path.
 */
import { compile } from 'path-to-regexp';
import { seeded } from '../test/seeded-random.mjs';

const TOP = ['posts', 'users', 'accounts', 'projects', 'orders', 'products', 'invoices', 'teams', 'events', 'articles'];
const CHILD = ['comments', 'tasks', 'line_items', 'reviews', 'members', 'photos'];

export function drawTable(r) {
  r.root({ to: 'pages#home' });
  for (const page of ['about', 'pricing', 'terms']) r.get(page, { to: `pages#${page}`, as: page });
  r.resource('session', { only: ['new', 'create', 'destroy'] });
  r.get('archive/:year(/:month(/:day))', { to: 'archive#show', as: 'archive', constraints: { year: /\d{4}/, month: /\d{1,2}/ } });
  r.get('files/*path', { to: 'files#show', as: 'file' });
  r.get('releases/:version', { to: 'releases#show', as: 'release', constraints: { version: /v\d+(?:\.\d+)*/ } });
  const body = () => {
    TOP.forEach((name, i) =>
      r.resources(name, () => {
        r.resources(CHILD[i % CHILD.length]);
        r.resources(CHILD[(i + 1) % CHILD.length], { only: ['index', 'show', 'edit'] });
        r.resource('settings', { only: ['show', 'edit'] });
        r.member(() => r.get('preview'));
        r.collection(() => r.get('search'));
      }),
    );
  };
  body();
  r.namespace('admin', body);
  r.namespace('api', () => r.namespace('v1', body));
  r.scope(':locale', { as: 'localized', constraints: { locale: /[a-z]{2}/ } }, body);
}

/** A model instance: fills a segment with `toParam()`. */
export class Record {
  constructor(id, slug) {
    this.id = id;
    this.slug = slug;
  }
  toParam() {
    return `${this.id}-${this.slug}`;
  }
}

// Rails' optional groups are path-to-regexp's braces; `*path` is the same in both.
const p2rPath = (source) => source.replace(/\(/g, '{').replace(/\)/g, '}');

const VALUES = { locale: () => 'en', year: () => '2024', month: () => '6', day: () => '15', version: () => 'v1.2', path: () => 'docs/guide' };

/**
 * Seeded calls of one form over the table's named routes. Each call is `{ helper, args, p2r, p2rParams, prefix,
 * query }`: our helper with its arguments, and path-to-regexp's compiled function for the same path with the
 * same path params as strings (`prefix` is the scheme and host a `_url` call writes before the path, `query`
 * the params a call leaves to the query string, `records` the records given, whose `toParam()` a user of
 * path-to-regexp calls too).
 */
export function callsOf(set, form, count, seed) {
  const rnd = seeded(seed);
  const routes = [...set.namedRoutes].filter(([, route]) => {
    const required = route.pattern.requiredNames.length;
    if (form === 'records') return required > 0 && route.pattern.requiredNames.every((n) => n.endsWith('id'));
    if (form === 'format') return route.pattern.names.length === required + 1 && route.pattern.names.at(-1) === 'format';
    return true;
  });
  const compiled = new Map();
  const calls = [];
  for (let i = 0; i < count; i++) {
    const [name, route] = routes[Math.floor(rnd() * routes.length)];
    const required = route.pattern.requiredNames;
    const id = () => String(1 + Math.floor(rnd() * 5000));
    const strings = required.map((n) => (VALUES[n] ?? id)());
    const p2rParams = Object.fromEntries(required.map((n, j) => [n, n === 'path' ? strings[j].split('/') : strings[j]]));
    let args;
    let helper = `${name}_path`;
    let prefix = '';
    let query = null;
    let records = null;
    switch (form) {
      case 'positional':
        args = strings;
        break;
      case 'records':
        args = required.map((n, j) => new Record(Number(strings[j]), 'title-here'));
        records = required.map((n, j) => [n, args[j]]);
        required.forEach((n, j) => (p2rParams[n] = args[j].toParam()));
        break;
      case 'format':
        args = [...strings, 'json'];
        p2rParams.format = 'json';
        break;
      case 'named params':
        args = [Object.fromEntries(required.map((n, j) => [n, strings[j]]))];
        break;
      case 'query params':
        query = { page: 2 + (i % 7), sort: 'name' };
        args = [...strings, query];
        break;
      case 'url with host':
        helper = `${name}_url`;
        args = [...strings, { host: 'example.com' }];
        prefix = 'http://example.com';
        break;
      default:
        throw new Error(`unknown form ${form}`);
    }
    if (!compiled.has(route)) compiled.set(route, compile(p2rPath(route.pattern.source)));
    calls.push({ helper: set.helpers[helper], args, p2r: compiled.get(route), p2rParams, prefix, query, records });
  }
  return calls;
}

/** What path-to-regexp is given: the params as strings (a record's `toParam()` called, as ours calls it). */
export function p2rParamsOf(call) {
  if (call.records === null) return call.p2rParams;
  const params = {};
  for (const [name, record] of call.records) params[name] = record.toParam();
  return params;
}

export const FORMS = ['positional', 'records', 'format', 'named params', 'query params', 'url with host'];

/** Seeded `urlFor` params for the table's routes with a fixed controller and action. */
export function urlForCalls(set, count, seed) {
  const rnd = seeded(seed);
  const routes = set.routes.filter((r) => r.controller && r.action && r.verbs.includes('GET'));
  const calls = [];
  for (let i = 0; i < count; i++) {
    const route = routes[Math.floor(rnd() * routes.length)];
    const params = { controller: route.controller, action: route.action };
    for (const n of route.pattern.requiredNames) params[n] = (VALUES[n] ?? (() => String(1 + Math.floor(rnd() * 5000))))();
    calls.push(params);
  }
  return calls;
}
