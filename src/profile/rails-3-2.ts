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
  }),
  recognition: Object.freeze({
    headAsGet: false,
    underscoresController: true,
  }),
  generation: Object.freeze({
    escapesSlashes: false,
  }),
});
