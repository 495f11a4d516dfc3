import { generate61 } from '../generate/rails61/helper.js';
import { SCOPED_KEYS_61 } from '../dsl/block/scope.js';
import { namespaceScope61, scopeOptions61 } from '../dsl/block/scope-options.js';
import { addRoute61 } from '../dsl/block/add-route-6-1.js';
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
    addRoute: addRoute61,
    stringPaths: true,
    viaRequired:
      'You should not use the `match` method in your router without specifying an HTTP method.\n' +
      'If you want to expose your action to both GET and POST, add `via: [:get, :post]` option.\n' +
      'If you want to expose your action to GET, use `get` in the router:\n' +
      '  Instead of: match "controller#action"\n' +
      '  Do: get "controller#action"',
    rootVia: 'get',
    rootTakesTarget: true,
    uniqueNames: true,
    scopeKeys: SCOPED_KEYS_61,
    scopeMergesNil: true,
    scopeOptions: scopeOptions61,
    namespaceScope: namespaceScope61,
    shallowScopes: true,
    onlyWithExcept: 'subtract',
    unknownActions: 'drop',
  }),
  recognition: Object.freeze({
    headAsGet: true,
    underscoresController: false,
    keepsNilDefaults: true,
    controllersOnly: true,
    // Rack::MockRequest.env_for(path) as ActionDispatch::Request reads it.
    bareRequest: Object.freeze({
      host: 'example.org',
      domain: 'example.org',
      subdomain: '',
      protocol: 'http://',
      scheme: 'http',
      port: '80',
      ip: '',
      remote_ip: '',
      user_agent: '',
      format: 'text/html',
    }),
  }),
  generation: Object.freeze({
    generate: generate61,
  }),
});
