import type { CustomUrl, CustomUrls, PolymorphicCall } from './custom-url.js';
import type { LazyHelpers } from './lazy-helpers.js';

/**
 * A route set's `direct` helpers (by helper name) and `resolve` mappings (by model name): Rails'
 * `named_routes.add_url_helper` and `polymorphic_mappings`. A later declaration of a name replaces the
 * earlier one, as Rails redefines the helper.
 */
export class CustomUrlTable implements CustomUrls {
  readonly directs = new Map<string, CustomUrl>();
  readonly mappings = new Map<string, CustomUrl>();

  /** `polymorphic`: the polymorphic URL builder (the view module's; generation does not depend on views). */
  constructor(readonly polymorphic: PolymorphicCall) {}

  /** Takes what a successful draw declared; the helpers of the direct names are made anew. */
  add(declared: { readonly directs: readonly CustomUrl[]; readonly mappings: readonly CustomUrl[] }, helpers: LazyHelpers): void {
    for (const direct of declared.directs) {
      this.directs.set(direct.name, direct);
      helpers.direct(direct.name);
    }
    for (const mapping of declared.mappings) this.mappings.set(mapping.name, mapping);
  }

  /** Forgets every custom URL (`RouteSet#clear`; Rails' `clear!` empties both). */
  clear(): void {
    this.directs.clear();
    this.mappings.clear();
  }
}
