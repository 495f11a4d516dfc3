import type { Route } from '../route.js';
import { toParam } from './to-param.js';

/**
 * `urlFor`'s candidates without a scan of the table. A route is a candidate only when each of its fixed params
 * equals the given one, so routes with a fixed controller and action are filed under the pair; the others
 * (a `:controller` or `:action` segment, or none fixed) are candidates for any params. Built on the first
 * `urlFor` after a draw (the table is a new array after each), not at draw time.
 */
interface RouteIndex {
  readonly byPair: ReadonlyMap<string, ReadonlyMap<string, readonly number[]>>;
  /** Routes without both a fixed controller and a fixed action. */
  readonly open: readonly number[];
}

const indexes = new WeakMap<readonly Route[], RouteIndex>();

function fixedText(route: Route, key: 'controller' | 'action'): string | undefined {
  return Object.hasOwn(route.allDefaults, key) && !route.pattern.names.includes(key) ? toParam(route.allDefaults[key]) : undefined;
}

function build(routes: readonly Route[]): RouteIndex {
  const byPair = new Map<string, Map<string, number[]>>();
  const open: number[] = [];
  routes.forEach((route, position) => {
    const controller = fixedText(route, 'controller');
    const action = fixedText(route, 'action');
    if (controller === undefined || action === undefined) return open.push(position);
    let actions = byPair.get(controller);
    if (!actions) byPair.set(controller, (actions = new Map()));
    const list = actions.get(action);
    if (list) list.push(position);
    else actions.set(action, [position]);
  });
  return { byPair, open };
}

/** Positions in `routes` (ascending) of every route whose fixed controller and action may equal the params'. */
export function candidatePositions(routes: readonly Route[], params: { readonly [key: string]: unknown }): readonly number[] {
  let index = indexes.get(routes);
  if (!index) indexes.set(routes, (index = build(routes)));
  const controller = toParam(params.controller);
  const action = toParam(params.action);
  const filed = controller === undefined || action === undefined ? undefined : index.byPair.get(controller)?.get(action);
  if (!filed) return index.open;
  if (index.open.length === 0) return filed;
  return mergeSorted(filed, index.open);
}

function mergeSorted(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) out.push(j >= b.length || (i < a.length && a[i]! < b[j]!) ? a[i++]! : b[j++]!);
  return out;
}
