// Declarations that must raise (or must not).
import { c, probe, rx } from './_dsl.mjs';

export default [
  probe('error collection outside resources', [c('collection', undefined, undefined, [c('get', ['x'], { to: 'a#b' })])]),
  probe('error member outside resources', [c('scope', ['x'], undefined, [c('member', undefined, undefined, [c('get', ['y'], { to: 'a#b' })])])]),
  probe('error new outside resources', [c('new', undefined, undefined, [c('get', ['x'], { to: 'a#b' })])]),
  probe('error nested outside resources', [c('nested', undefined, undefined, [c('get', ['x'], { to: 'a#b' })])]),
  probe('error member inside member', [c('resources', ['posts'], undefined, [c('member', undefined, undefined, [c('member', undefined, undefined, [c('get', ['x'])])])])]),
  probe('error collection inside namespace inside resources', [c('resources', ['posts'], undefined, [c('namespace', ['admin'], undefined, [c('collection', undefined, undefined, [c('get', ['x'])])])])]),
  probe('error on member outside resources', [c('get', ['x'], { to: 'a#b', on: 'member' })]),
  probe('error missing controller', [c('get', ['x/:id'], { action: 'show' })]),
  probe('error missing action', [c('get', ['x/:id'], { controller: 'x' })]),
  probe('error missing action for one-word path', [c('get', ['account'])]),
  probe('error missing action with to without hash', [c('get', ['x/:id'], { to: 'posts#' })]),
  probe('error leading slash controller', [c('get', ['x'], { to: '/posts#index' })]),
  probe('error controller segment in namespace', [c('namespace', ['admin'], undefined, [c('match', [':controller(/:action)'])])]),
  probe('error anchored regexp on resources id', [c('resources', ['posts'], { constraints: { id: rx('^\\d+') } })]),
  probe('error anchored regexp end', [c('get', ['x/:id'], { to: 'x#y', id: rx('\\d+$') })]),
  probe('error anchored regexp \\A', [c('get', ['x/:id'], { to: 'x#y', constraints: { id: rx('\\A\\d+') } })]),
  probe('error invalid explicit name', [c('get', ['x'], { to: 'x#y', as: 'bad name' })]),
  probe('error invalid explicit name with dash', [c('get', ['x'], { to: 'x#y', as: 'bad-name' })], {
    known: "3.2's add_route requires the whole name to match /^[_a-z]\\w*$/i ('bad-name' raises); 6.1 lets a dash through",
  }),
  probe('error path required', [c('match', [''], { to: 'x#y' })]),
  probe('no error: anchor inside a regexp', [c('get', ['x/:id'], { to: 'x#y', id: rx('a|^b') })]),
  probe('no error: regexp anchors on non-segment request conditions', [c('get', ['x'], { to: 'x#y', constraints: { subdomain: rx('^api$') } })]),
  probe('no error: only with unknown action names stays quiet in rails', [c('resources', ['posts'], { only: ['index'] })]),
  probe('error resources without name', [c('resources', undefined, { only: 'index' })]),
  probe('error invalid name after collision', [c('get', ['1x'], { to: 'a#b', as: '1x' })]),
  probe('error missing action for a leading-slash one-segment path', [c('match', ['/account'])]),
  probe('error missing action for a leading-slash path in a namespace', [c('namespace', ['admin'], undefined, [c('get', ['/dashboard'])])]),
  probe('error missing action for a shorthand path with a trailing slash', [c('get', ['products/list/'])]),
];
