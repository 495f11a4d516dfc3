import { Inflector } from '../inflection.js';

/**
 * ActiveSupport 6.1.7's default rules (`active_support/inflections.rb`), in its order. Against 3.2: `cow`/`kine`
 * is gone, `police` is uncountable, `taxis`/`axis`/`bus`/`status`/`crisis`… singularize to themselves, and
 * `mouse`/`louse` only as whole words.
 */
function rules(i: Inflector): void {
  i.plural(/$/, 's');
  i.plural(/s$/i, 's');
  i.plural(/^(ax|test)is$/i, '$1es');
  i.plural(/(octop|vir)us$/i, '$1i');
  i.plural(/(octop|vir)i$/i, '$1i');
  i.plural(/(alias|status)$/i, '$1es');
  i.plural(/(bu)s$/i, '$1ses');
  i.plural(/(buffal|tomat)o$/i, '$1oes');
  i.plural(/([ti])um$/i, '$1a');
  i.plural(/([ti])a$/i, '$1a');
  i.plural(/sis$/i, 'ses');
  i.plural(/(?:([^f])fe|([lr])f)$/i, '$1$2ves');
  i.plural(/(hive)$/i, '$1s');
  i.plural(/([^aeiouy]|qu)y$/i, '$1ies');
  i.plural(/(x|ch|ss|sh)$/i, '$1es');
  i.plural(/(matr|vert|ind)(?:ix|ex)$/i, '$1ices');
  i.plural(/^(m|l)ouse$/i, '$1ice');
  i.plural(/^(m|l)ice$/i, '$1ice');
  i.plural(/^(ox)$/i, '$1en');
  i.plural(/^(oxen)$/i, '$1');
  i.plural(/(quiz)$/i, '$1zes');

  i.singular(/s$/i, '');
  i.singular(/(ss)$/i, '$1');
  i.singular(/(n)ews$/i, '$1ews');
  i.singular(/([ti])a$/i, '$1um');
  i.singular(/((a)naly|(b)a|(d)iagno|(p)arenthe|(p)rogno|(s)ynop|(t)he)(sis|ses)$/i, '$1sis');
  i.singular(/(^analy)(sis|ses)$/i, '$1sis');
  i.singular(/([^f])ves$/i, '$1fe');
  i.singular(/(hive)s$/i, '$1');
  i.singular(/(tive)s$/i, '$1');
  i.singular(/([lr])ves$/i, '$1f');
  i.singular(/([^aeiouy]|qu)ies$/i, '$1y');
  i.singular(/(s)eries$/i, '$1eries');
  i.singular(/(m)ovies$/i, '$1ovie');
  i.singular(/(x|ch|ss|sh)es$/i, '$1');
  i.singular(/^(m|l)ice$/i, '$1ouse');
  i.singular(/(bus)(es)?$/i, '$1');
  i.singular(/(o)es$/i, '$1');
  i.singular(/(shoe)s$/i, '$1');
  i.singular(/(cris|test)(is|es)$/i, '$1is');
  i.singular(/^(a)x[ie]s$/i, '$1xis');
  i.singular(/(octop|vir)(us|i)$/i, '$1us');
  i.singular(/(alias|status)(es)?$/i, '$1');
  i.singular(/^(ox)en/i, '$1');
  i.singular(/(vert|ind)ices$/i, '$1ex');
  i.singular(/(matr)ices$/i, '$1ix');
  i.singular(/(quiz)zes$/i, '$1');
  i.singular(/(database)s$/i, '$1');

  i.irregular('person', 'people');
  i.irregular('man', 'men');
  i.irregular('child', 'children');
  i.irregular('sex', 'sexes');
  i.irregular('move', 'moves');
  i.irregular('zombie', 'zombies');

  i.uncountable('equipment', 'information', 'rice', 'money', 'species', 'series', 'fish', 'sheep', 'jeans', 'police');
}

/**
 * The inflector route sets of the 6.1 profile share unless given their own (extend it once at start-up, as
 * Rails apps do in `config/initializers/inflections.rb`). The rules are compiled on first use.
 */
export const inflections61: Inflector = new Inflector(rules, true);

/** A fresh inflector with only ActiveSupport 6.1's defaults. */
export function createInflector61(): Inflector {
  return new Inflector(rules, true);
}
