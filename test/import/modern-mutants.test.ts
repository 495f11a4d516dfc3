import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { environmentValue } from '../../src/import/environment.js';
import { loadRubyParser } from '../../src/import/prism.js';
import { chooseRailsVersion, lockedRailsVersion } from '../../src/import/rails-version.js';
import { Bindings, Unconvertible, type Evaluated } from '../../src/import/ruby-values.js';
import { importSource } from './support.js';

// What the mutation run of environment.ts, mount.ts and rails-version.ts showed untested: the conditions a routes
// file reads its environment with, the forms of `mount`, and how `--rails` is read.

/**
 * A Ruby condition's value in the import environment, as `[value, read the environment]`; a value it cannot
 * know is `? reason`.
 */
async function condition(ruby: string, railsEnv = 'production', bindings = new Bindings()): Promise<[Evaluated | string, boolean]> {
  const parse = await loadRubyParser();
  const node = parse(ruby).value.statements.body[0]!;
  const reads = { environment: false };
  const value = environmentValue(node, bindings, { railsEnv }, reads);
  return [value instanceof Unconvertible ? `? ${value.reason}` : value, reads.environment];
}
const values = async (rubies: string[], railsEnv?: string) => Promise.all(rubies.map(async (ruby) => (await condition(ruby, railsEnv))[0]));

describe('import: a condition read in the import environment', { timeout: 30_000 }, () => {
  it('Rails.env and its predicates, in the environment asked for; `local?` is development or test (Rails 7.1)', async () => {
    const predicates = ['Rails.env.production?', 'Rails.env.development?', '::Rails.env.test?', 'Rails.env.local?', 'Rails.env'];
    expect(await values(predicates)).toEqual([true, false, false, false, 'production']);
    expect(await values(predicates, 'development')).toEqual([false, true, false, true, 'development']);
    expect(await values(predicates, 'test')).toEqual([false, false, true, true, 'test']);
    expect(await values(predicates, 'staging')).toEqual([false, false, false, false, 'staging']);
    expect(await condition('Rails.env.production?')).toEqual([true, true]);
    expect(await condition('Rails.env')).toEqual(['production', true]);
  });

  it('what only looks like Rails.env is not guessed', async () => {
    expect(await condition('Rails.root == "x"')).toEqual(['? the constant Rails (not a literal defined in this file)', false]);
    expect(await condition('Config.env.production?')).toEqual(['? the constant Config (not a literal defined in this file)', false]);
    // Rails.env takes no arguments, its predicates neither: a call with some is an app's own method
    expect((await condition("Rails.env(:x) == 'production'"))[0]).toMatch(/^\? /);
    expect((await condition('Rails.env.production?(1)'))[0]).toMatch(/^\? /);
    // a method of Rails.env that is no predicate, and a predicate of something else, are no environment names
    expect((await condition("Rails.env.upcase == 'PRODUCTION'"))[0]).toMatch(/^\? /);
    expect((await condition("ENV['X'].production?"))[0]).toMatch(/^\? /);
  });

  it("the predicates every value has answer for Rails.env as for any String; a bare call of one is the app's own", async () => {
    expect(await values(['Rails.env.present?', 'Rails.env.blank?', 'Rails.env.nil?'])).toEqual([true, false, false]);
    expect(await values(['Rails.env.present?', 'Rails.env.blank?', 'Rails.env.nil?'], 'nil')).toEqual([true, false, false]);
    for (const name of ['present?', 'blank?', 'nil?']) expect(await condition(name)).toEqual([expect.stringMatching(/^\? /), false]);
  });

  it('ENV: no variable is set; key?, has_key? and include? are false; fetch answers its default', async () => {
    const reads = ["ENV['X']", "::ENV['X']", "ENV.fetch('X', 'd')", "ENV.fetch('X', nil)", "ENV.key?('X')", "ENV.has_key?('X')", "ENV.include?('X')"];
    expect(await values(reads)).toEqual([null, null, 'd', null, false, false, false]);
    for (const ruby of reads) expect((await condition(ruby))[1]).toBe(true);
  });

  it('ENV calls of another arity or another method are not guessed, and still count as reading ENV', async () => {
    // ENV.fetch('X') raises KeyError when X is unset: the app would not boot, which no branch describes.
    for (const ruby of ["ENV.fetch('X')", "ENV['X', 'Y']", "ENV.key?('X', 'Y')", 'ENV.include?', 'ENV.to_h', "ENV.fetch('X', 'a', 'b')"]) {
      expect(await condition(ruby)).toEqual(['? the constant ENV (not a literal defined in this file)', true]);
    }
  });

  it('ActiveModel::Type::Boolean.new.cast: Rails 6.1 false values, nil for nil and the empty string, true else', async () => {
    const cast = (ruby: string) => `ActiveModel::Type::Boolean.new.cast(ENV.fetch('X', ${ruby}))`;
    const falses = ['false', '0', "'0'", "'f'", "'F'", "'false'", "'FALSE'", "'off'", "'OFF'", ':off', ':"0"'];
    expect(await values(falses.map(cast))).toEqual(falses.map(() => false));
    const trues = ['true', '1', "'1'", "'t'", "'true'", "'on'", "'yes'", "'False'", "' '", "'x'"];
    expect(await values(trues.map(cast))).toEqual(trues.map(() => true));
    expect(await values(["''", 'nil'].map(cast))).toEqual([null, null]);
    expect(await condition("::ActiveModel::Type::Boolean.new.cast(ENV['X'])")).toEqual([null, true]);
  });

  it('a cast of what is not known, or a cast that is not ActiveModel::Type::Boolean.new.cast(value), is not guessed', async () => {
    expect(await condition('ActiveModel::Type::Boolean.new.cast(Setting.x)')).toEqual(['? the constant Setting (not a literal defined in this file)', false]);
    for (const ruby of [
      "ActiveModel::Type::Boolean.new.cast(ENV['X'], 1)",
      "ActiveModel::Type::Boolean.new.cast",
      "ActiveModel::Type::Boolean.build.cast(ENV['X'])",
      "ActiveModel::Type::String.new.cast(ENV['X'])",
      "ActiveModel::Type::Boolean.new.serialize(ENV['X'])",
    ]) {
      expect((await condition(ruby))[0], ruby).toMatch(/^\? /);
    }
  });

  it('!, ==, != and nil? on what the environment answers', async () => {
    expect(
      await values([
        "!ENV['X']",
        '!Rails.env.production?',
        "ENV['X'] == nil",
        "ENV['X'] != nil",
        "Rails.env == 'production'",
        "Rails.env != 'production'",
        "Rails.env == 'test'",
        "Rails.env != 'test'",
        "ENV['X'].nil?",
        'Rails.env.nil?',
        "ENV.fetch('X', false).nil?",
      ]),
    ).toEqual([true, false, true, false, true, false, false, true, true, false, false]);
  });

  it('an operator on what is not known is not guessed', async () => {
    const unknown = '? the constant Feature (not a literal defined in this file)';
    expect(await values(['!Feature.on?', 'Rails.env == Feature.env', 'Feature.env == Rails.env', 'Feature.x.nil?', 'Feature.x.present?'])).toEqual([unknown, unknown, unknown, unknown, unknown]);
    // an operator with the wrong number of operands is no comparison
    expect((await condition("Rails.env.==('a', 'b')"))[0]).toMatch(/^\? /);
    expect((await condition('Rails.env.nil?(1)'))[0]).toMatch(/^\? /);
    expect((await condition("ENV['X'].blank?(1)"))[0]).toMatch(/^\? /);
  });

  it('present? and blank? as ActiveSupport 6.1 answers them: blank strings, empty arrays and hashes, nil, false', async () => {
    const fetched = ["''", '" \\t\\n"', "'\u00a0'", "' x '", '[]', '[nil]', '{}', '{ a: 1 }', '0', '1', 'false', 'true', 'nil'];
    const blank = [true, true, true, false, true, false, true, false, false, false, true, false, true];
    expect(await values(fetched.map((v) => `ENV.fetch('X', ${v}).blank?`))).toEqual(blank);
    expect(await values(fetched.map((v) => `ENV.fetch('X', ${v}).present?`))).toEqual(blank.map((b) => !b));
  });

  it('&& and || short-circuit as Ruby does: the right side is read only when it decides, and answers the deciding value', async () => {
    expect(
      await values([
        'Rails.env.production? || Feature.on?',
        'Rails.env.development? && Feature.on?',
        "ENV['X'] || 'fallback'",
        "ENV.fetch('X', 'a') && 'b'",
        "ENV['X'] && Feature.on?",
        "ENV.fetch('X', 'a') || Feature.on?",
        "Rails.env.test? or ENV.fetch('X', 'y')",
        'Rails.env.production? and !ENV["X"]',
      ]),
    ).toEqual([true, false, 'fallback', 'b', null, 'a', 'y', true]);
    const unknown = '? the constant Feature (not a literal defined in this file)';
    expect(await values(['Rails.env.production? && Feature.on?', 'Rails.env.test? || Feature.on?', 'Feature.on? || Rails.env.production?', 'Feature.on? && Rails.env.test?'])).toEqual([
      unknown,
      unknown,
      unknown,
      unknown,
    ]);
  });

  it('parentheses hold one expression (an empty pair is nil); a sequence in them is not guessed', async () => {
    expect(await values(['(Rails.env.production?)', '!(ENV["X"])', '() || Rails.env.test?', '(()) || 1'])).toEqual([true, true, false, 1]);
    expect(await condition('(ENV["X"]; Rails.env.production?)')).toEqual(['? a parenthesized sequence', false]);
  });

  it('names and literals are their values; a condition on literals alone reads nothing', async () => {
    const bindings = new Bindings();
    bindings.setLocal('flag', 'on');
    expect(await condition("flag == 'on' && Rails.env.production?", 'production', bindings)).toEqual([true, true]);
    expect(await condition("1 == 1 && 'a' != 'b' && [].blank?")).toEqual([true, false]);
    expect(await condition('unknown_method && Rails.env.production?')).toEqual(['? the method call unknown_method', false]);
  });

  it('in a routes file: the branch of the environment is drawn, and said', async () => {
    const imported = await importSource(
      [
        'Rails.application.routes.draw do',
        "  get 'local' => 'p#l' if Rails.env.local?",
        "  get 'blank' => 'p#b' if ENV.fetch('HOSTS', {}).blank? && ENV.key?('X') == false",
        'end',
      ].join('\n'),
      undefined,
      { rails: '6.1', railsEnv: 'test' },
    );
    expect(imported.set.routes.map((r) => r.path)).toEqual(['/local(.:format)', '/blank(.:format)']);
    expect(imported.converted.todos.map((t) => t.reason)).toEqual([
      'Rails.env.local? is true in the test environment with no ENV variable set: only the routes of that branch are converted',
      "ENV.fetch('HOSTS', {}).blank? && ENV.key?('X') == false is true in the test environment with no ENV variable set: only the routes of that branch are converted",
    ]);
  });
});

const rails61 = (body: string) => importSource(`Rails.application.routes.draw do\n${body}\nend\n`, undefined, { rails: '6.1' });
const reasons = (imported: { converted: { todos: readonly { reason: string }[] } }) => imported.converted.todos.map((t) => t.reason);
const mounts = (code: string) => code.split('\n').filter((l) => l.includes('r.mount(')).map((l) => l.trim());

// The mount answers below (names, via: nil, with_options, a nil option) were checked on actionpack 6.1.7.
describe('import: mount', { timeout: 30_000 }, () => {
  it('a block, a block argument or no app at all is a TODO', async () => {
    const imported = await rails61("  mount Foo, at: 'x' do\n  end\n  mount(Foo, at: 'y', &blk)\n  mount at: 'z'\n  mount Foo, as: :z");
    expect(reasons(imported)).toEqual(['mount with a block or more than one app', 'mount with a block or more than one app', 'mount without an app', 'mount without a mount point (at:) given as a string']);
    expect(imported.set.routes).toEqual([]);
  });

  it('Rails names a class by its whole path; `as: nil` is no name given, `via: nil` every verb; as:, via:, constraints: and defaults: are kept', async () => {
    const { code, set } = await rails61(
      [
        "  mount Admin::Tools::Web, at: 'tools'",
        "  mount Sidekiq::Web, at: 'sidekiq', as: nil, via: nil",
        "  mount Api::Engine => '/api', as: 'api', via: :get, constraints: { subdomain: 'api' }, defaults: { v: '1' }",
      ].join('\n'),
    );
    expect(mounts(code)).toEqual([
      "r.mount(unconverted('Admin::Tools::Web'), { at: 'tools', as: 'admin_tools_web' });",
      "r.mount(unconverted('Sidekiq::Web'), { at: 'sidekiq', as: 'sidekiq_web' });",
      "r.mount(unconverted('Api::Engine'), { at: '/api', as: 'api', via: 'get', constraints: { subdomain: 'api' }, defaults: { v: '1' } });",
    ]);
    expect(set.routes.map((r) => `${r.verbs.join('|') || 'ANY'} ${r.path} ${r.name}`)).toEqual(['ANY /tools admin_tools_web', 'ANY /sidekiq sidekiq_web', 'GET /api api']);
    // a String subdomain constraint is a default too, in Rails 6.1
    expect(set.routes[2]!.defaults).toEqual({ subdomain: 'api', v: '1' });
  });

  it('another option given as nil stays, as a default of nil (Rails 6.1 lists `source: nil` in the defaults)', async () => {
    const { set } = await rails61("  mount Feeds::Web, at: 'feeds', source: nil");
    expect(set.routes.map((r) => [r.name, r.defaults])).toEqual([['feeds_web', { source: null }]]);
  });

  it('inside with_options, the options are merged into the mount (its own win)', async () => {
    const { code, set } = await rails61(
      [
        "  with_options constraints: { subdomain: 'admin' }, as: 'ops' do |admin|",
        "    admin.mount Ops::Web, at: 'ops', constraints: { ip: /10\\./ }",
        "    admin.mount Jobs::Web => '/jobs', as: 'jobs'",
        "    admin.mount Cron::Web, at: 'cron', as: nil",
        '  end',
      ].join('\n'),
    );
    expect(mounts(code)).toEqual([
      "r.mount(unconverted('Ops::Web'), { constraints: { subdomain: 'admin', ip: /10\\./ }, as: 'ops', at: 'ops' });",
      "r.mount(unconverted('Jobs::Web'), { constraints: { subdomain: 'admin' }, as: 'jobs', at: '/jobs' });",
      "r.mount(unconverted('Cron::Web'), { constraints: { subdomain: 'admin' }, at: 'cron', as: 'cron_web' });",
    ]);
    expect(set.routes.map((r) => r.name)).toEqual(['ops', 'jobs', 'cron_web']);
  });

  it('its TODO stands on the mount line, before the mount, among the comments in order', async () => {
    const { code } = await rails61("  # tools\n  mount Tools::Web, at: 'tools' # the tools\n  get 'x' => 'p#q'");
    const lines = code.split('\n');
    const at = lines.findIndex((l) => l.includes('r.mount('));
    expect(lines.slice(at - 3, at + 2).map((l) => l.trim())).toEqual([
      '// tools',
      '// TODO(import): line 3: mount Tools::Web: a Rack application or engine, mounted as unconverted("Tools::Web"), a stand-in that answers with an error until it is replaced by the endpoint that serves tools',
      "//   mount Tools::Web, at: 'tools' # the tools",
      "r.mount(unconverted('Tools::Web'), { at: 'tools', as: 'tools_web' }); // the tools",
      "r.get({ x: 'p#q' });",
    ]);
  });
});

describe('import --rails: versions given and locked', () => {
  const root = mkdtempSync(join(tmpdir(), 'rails-version-mutants-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('--rails takes a version of one or more numbers; anything else is refused', () => {
    const file = join(root, 'routes.rb');
    expect(chooseRailsVersion(file, '6')).toEqual({ rails: '6.1', reason: '--rails 6: imported for the Rails 6.1 profile' });
    expect(chooseRailsVersion(file, '6.1')).toEqual({ rails: '6.1', reason: '--rails 6.1' });
    expect(chooseRailsVersion(file, '10.0')).toEqual({ rails: '6.1', reason: '--rails 10.0: imported for the Rails 6.1 profile' });
    expect(chooseRailsVersion(file, '3.2.22.5')).toEqual({ rails: '3.2', reason: '--rails 3.2.22.5: imported for the Rails 3.2 profile' });
    for (const bad of ['', 'v6.1', '6.1x', '6.', '.6', '6..1', '6.1 ']) {
      expect(() => chooseRailsVersion(file, bad), bad).toThrow(`--rails must be a Rails version such as 6.1 or 3.2, got ${JSON.stringify(bad)}`);
    }
  });

  it('the version a lock reads: major.minor of any length, the first of rails, railties and actionpack', () => {
    expect(lockedRailsVersion('GEM\n  specs:\n    rails (10.12.3)\n')).toBe('10.12');
    expect(lockedRailsVersion('GEM\n  specs:\n    actionpack (7.1.3.4)\n    rails (7.1.3.4)\n')).toBe('7.1');
    // the lock's platform suffix (`-x86_64-linux`) and prerelease tags (`.beta1`) are no part of major.minor
    expect(lockedRailsVersion('GEM\n  specs:\n    railties (8.0.0.beta1)\n')).toBe('8.0');
    expect(lockedRailsVersion('PATH\n  specs:\n    rails (7.2.0.alpha)\n')).toBe('7.2');
    // a version with no minor, and an indentation of two (the DEPENDENCIES section), lock nothing
    expect(lockedRailsVersion('GEM\n  specs:\n    rails (7)\nDEPENDENCIES\n  rails (6.1.7)\n')).toBeUndefined();
    expect(lockedRailsVersion('')).toBeUndefined();
  });

  it('a Gemfile.lock beside the file counts as much as one above it', () => {
    const app = join(root, 'flat');
    mkdirSync(app, { recursive: true });
    writeFileSync(join(app, 'routes.rb'), '');
    writeFileSync(join(app, 'Gemfile.lock'), 'GEM\n  specs:\n    rails (4.2.11)\n');
    expect(chooseRailsVersion(join(app, 'routes.rb'), undefined)).toEqual({ rails: '6.1', reason: `${join(app, 'Gemfile.lock')} locks Rails 4.2: imported for the Rails 6.1 profile` });
    writeFileSync(join(app, 'Gemfile.lock'), 'GEM\n  specs:\n    rails (3.2.22)\n');
    expect(chooseRailsVersion(join(app, 'routes.rb'), undefined)).toEqual({ rails: '3.2', reason: `${join(app, 'Gemfile.lock')} locks Rails 3.2` });
  });
});
