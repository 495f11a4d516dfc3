// Set (ii), systematic part: test/oracle/generate-probes.mjs's 6.1 constructs (`generate61`: PATCH forms,
// via lists and :all, root 'c#a', concerns, param:, shallow with scopes, format: true and strings, dash paths,
// to: '#action', defaults, constraints, inflections, what 6.1 refuses), each alone and inside namespaces and
// scopes, asked of Rails 6.1.
//   node test/oracle61/make-scenarios.mjs --clean --out test/oracle61/scenarios/generated --prefix 61- --derive 30 test/oracle61/probes/generated61.mjs
import { generate61 } from '../../oracle/generate-probes.mjs';

export default function generated61() {
  return generate61().map((p) => ({ ...p, source: 'test/oracle/generate-probes.mjs (generate61)' }));
}
