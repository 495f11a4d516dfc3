import { inflections61 } from './inflections-6-1.js';
import type { RailsProfile } from './profile.js';

/**
 * Rails 6.1 (actionpack 6.1.7, ActiveSupport 6.1.7): what Rails 4.0–6.1 changed in routing, as the real router
 * answers (`../shared/oracle`, un-normalized). The README's "Rails versions" section lists the differences.
 */
export const rails61: RailsProfile = Object.freeze({
  version: '6.1',
  inflections: inflections61,
  declaration: Object.freeze({
    updateVerbs: Object.freeze(['patch', 'put']),
    // `resource` (6.1): new { get :new }, member { edit show patch put destroy }, collection { post :create }.
    singularOrder: Object.freeze(['new', 'member', 'collection'] as const),
    resourceOptions: new Set(['as', 'controller', 'path', 'only', 'except', 'param', 'concerns']),
  }),
  recognition: Object.freeze({
    headAsGet: true,
    underscoresController: false,
  }),
  generation: Object.freeze({
    escapesSlashes: true,
  }),
});
