import { SCOPED_KEYS } from '../dsl/block/scope.js';
import { namespaceScope32, scopeOptions32 } from '../dsl/block/scope-options.js';
import { addRoute32 } from '../dsl/block/add-route.js';
import { inflections } from '../inflection.js';
import type { RailsProfile } from './profile.js';

/**
 * Rails 3.2 (actionpack 3.2.22, journey 1.0, ActiveSupport 3.2.22): the default profile, exact against the
 * conformance corpus and the Rails 3.2 applications under `test/import`.
 */
export const rails32: RailsProfile = Object.freeze({
  version: '3.2',
  inflections,
  declaration: Object.freeze({
    updateVerbs: Object.freeze(['put']),
    // `resource`: collection { post :create }, new { get :new }, member { edit show update destroy }.
    singularOrder: Object.freeze(['collection', 'new', 'member'] as const),
    resourceOptions: new Set(['as', 'controller', 'path', 'only', 'except']),
    addRoute: addRoute32,
    stringPaths: false,
    viaRequired: null,
    rootVia: null,
    rootTakesTarget: false,
    uniqueNames: false,
    scopeKeys: SCOPED_KEYS,
    scopeMergesNil: false,
    scopeOptions: scopeOptions32,
    namespaceScope: namespaceScope32,
    shallowScopes: false,
    onlyWithExcept: 'ignore',
    unknownActions: 'raise',
  }),
  recognition: Object.freeze({
    headAsGet: false,
    underscoresController: true,
    keepsNilDefaults: false,
    controllersOnly: false,
    bareRequest: null,
  }),
  generation: Object.freeze({
    generate: null,
  }),
});
