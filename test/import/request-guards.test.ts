import { describe, expect, it } from 'vitest';
import { importSource } from './support.js';

const block = (...lines: string[]) => `Rails.application.routes.draw do\n${lines.map((l) => `  ${l}`).join('\n')}\nend\n`;
const todos = (imported: { converted: { todos: readonly { line: number; reason: string }[] } }) => imported.converted.todos.map((t) => `${t.line}: ${t.reason}`);
/** The guard written for `get 'x' => 'x#y', constraints: <ruby>`, or null when the option was dropped. */
async function guardOf(ruby: string): Promise<string | null> {
  const { code } = await importSource(block(`get 'x' => 'x#y', constraints: ${ruby}`), undefined, { rails: '6.1' });
  return /constraints: (.*) \}\);$/m.exec(code)?.[1] ?? null;
}

describe('import: constraints given as code that only reads the request become guards', { timeout: 30_000 }, () => {
  it('writes each request reader, operator and predicate as JavaScript', async () => {
    const cases: [string, string][] = [
      ["->(req) { req.subdomain == 'api' }", "(req) => req.subdomain === 'api'"],
      ["lambda { |r| r.host != 'a.com' }", "(r) => r.host !== 'a.com'"],
      ['proc { |r| r.domain =~ /example/i }', "(r) => /example/i.test((r.domain || undefined) ?? '')"],
      ['Proc.new { |r| r.remote_ip !~ /\\A10\\./ }', "(r) => !/^10\\./.test(r.ip ?? '')"],
      ['->(r) { r.port == 8080 || r.ssl? }', "(r) => (Number(r.port || (r.protocol === 'https' ? 443 : 80)) === 8080 || r.protocol === 'https')"],
      ['->(r) { r.subdomain.present? and !r.path.start_with?("/admin") }', "(r) => (/\\S/.test(r.subdomain ?? '') && !((r.path ?? '').startsWith('/admin')))"],
      ['->(r) { r.query_string.blank? }', "(r) => !/\\S/.test(r.query ?? '')"],
      ['->(r) { r.ip.nil? }', '(r) => r.ip == null'],
      ["->(r) { r.host.end_with?('.org') && r.host.include?('x') }", "(r) => ((r.host ?? '').endsWith('.org') && (r.host ?? '').includes('x'))"],
      ['->(r) { %w[a b].include?(r.subdomain) }', "(r) => ['a', 'b'].includes(r.subdomain)"],
      ['->(r) { r.subdomain.in?(%w[a b]) }', "(r) => ['a', 'b'].includes(r.subdomain)"],
      ["->(r) { r.host.downcase.match?(/x/) }", "(r) => /x/.test((r.host ?? '').toLowerCase())"],
      ["->(r) { (r.subdomain == 'a') }", "(r) => (r.subdomain === 'a')"],
      ['->(r) { r.subdomain }', '(r) => r.subdomain != null'],
      // Two parameters: the path params (unread), then the request.
      ["->(_params, r) { r.path =~ /\\A\\/x\\z/ }", "(r) => /^\\/x$/.test(r.path ?? '')"],
      // Read: the guard takes them first, as Rails' lambda does.
      ["->(params, r) { params[:id] == '1' }", "(params, r) => params.id === '1'"],
      ["->(p, r) { p[:id].to_i > 0 && 3 >= 2 }", "(p, r) => ((Number.parseInt(String(p.id ?? ''), 10) || 0) > 0 && 3 >= 2)"],
      ["->(p, r) { p[:'my-id'].to_s <= 'b' }", null as unknown as string],
      ["->(new, r) { new[:class] =~ /x/ }", "(new_, r) => /x/.test(String(new_.class ?? ''))"],
      ["->(p, r) { p[:'my-id'].present? || p[:id].nil? }", "(p, r) => (/\\S/.test(String(p['my-id'] ?? '')) || p.id == null)"],
      ["->(p, r) { p[:id].in?(%w[a b]) || %w[c].include?(p[:id]) }", "(p, r) => (['a', 'b'].some(($) => $ === p.id) || ['c'].some(($) => $ === p.id))"],
      ["->(p, r) { r.path.include?(p[:id]) && r.host.to_s.to_i < 3 && 5.to_i > 1 }", "(p, r) => (((r.path ?? '').includes(String(p.id ?? '')) && (Number.parseInt((r.host ?? ''), 10) || 0) < 3) && 5 > 1)"],
      ["->(p, r) { p[:id].upcase.end_with?(p[:x]) }", "(p, r) => String(p.id ?? '').toUpperCase().endsWith(String(p.x ?? ''))"],
    ];
    for (const [ruby, js] of cases) expect(await guardOf(ruby), ruby).toBe(js);
  });

  it('the guards answer as Rails: a request of another subdomain or host does not match', async () => {
    const { set } = await importSource(
      block("constraints(->(req) { req.subdomain == 'api' }) do", "  get 'keys' => 'keys#index'", 'end', "get 'port' => 'p#q', constraints: ->(r) { r.port == 8080 }"),
      undefined,
      { rails: '6.1' },
    );
    expect(set.recognize('GET', '/keys', { host: 'api.example.com' })).toMatchObject({ controller: 'keys', action: 'index' });
    expect(() => set.recognize('GET', '/keys', { host: 'www.example.com' })).toThrow(/No route matches/);
    expect(set.recognize('GET', '/port', { host: 'example.com:8080' })).toMatchObject({ controller: 'p' });
    expect(() => set.recognize('GET', '/port', { host: 'example.com:80' })).toThrow(/No route matches/);
  });

  it('a body that reads what the guard cannot, or runs other code, stays a TODO; the routes are kept', async () => {
    const imported = await importSource(
      block(
        "get 'a' => 'a#b', constraints: ->(r) { r.xhr? }",
        "get 'c' => 'a#b', constraints: ->(r) { r.format == :json }",
        "get 'd' => 'a#b', constraints: ->(r) { r.subdomain == :api }",
        "get 'e' => 'a#b', constraints: ->(r) { User.find(r.session[:id]) }",
        "get 'f' => 'a#b', constraints: ->(r) { x = 1; x }",
        "get 'g' => 'a#b', constraints: ->(a, b, c) { true }",
        "get 'h' => 'a#b', constraints: ->(r) { r }",
        "get 'i' => 'a#b', constraints: ->(r) { r.subdomain =~ 'x' }",
        "get 'j' => 'a#b', constraints: ->(r) { r.host.to_sym }",
        "get 'k' => 'a#b', constraints: ->(p, r) { p['id'] == '1' }",
        "get 'l' => 'a#b', constraints: ->(r) { helper? }",
        "get 'm' => 'a#b', constraints: ->(r) { r.host.tap { } }",
        "get 'n' => 'a#b', constraints: ->(r) { r.host =~ /\\Gx/ }",
      ),
      undefined,
      { rails: '6.1' },
    );
    const carried = 'which the guard\'s request does not carry (it has host, subdomain, domain, port, protocol, ip, path and query)';
    expect(todos(imported)).toEqual([
      `2: option constraints (r.xhr?, ${carried}) dropped; the routes are kept`,
      `3: option constraints (r.format, ${carried}) dropped; the routes are kept`,
      '4: option constraints (a comparison of a String with a Symbol (never equal in Ruby)) dropped; the routes are kept',
      '5: option constraints (the constant User (not a literal defined in this file)) dropped; the routes are kept',
      '6: option constraints (a constraint block that is not one expression) dropped; the routes are kept',
      '7: option constraints (a constraint block that does not take the request (one or two plain parameters)) dropped; the routes are kept',
      '8: option constraints (the request object itself (r)) dropped; the routes are kept',
      '9: option constraints (=~ of something other than a string and a regexp literal) dropped; the routes are kept',
      '10: option constraints (the method call .to_sym) dropped; the routes are kept',
      "11: option constraints (p[…] by other than a Symbol (Rails' path params have Symbol keys)) dropped; the routes are kept",
      '12: option constraints (the method call helper?) dropped; the routes are kept',
      '13: option constraints (a call of tap with a block) dropped; the routes are kept',
      expect.stringMatching(/^14: option constraints \(a regexp JavaScript cannot say \(.+\)\) dropped; the routes are kept$/),
    ]);
    expect(imported.set.routes).toHaveLength(13);
  });
});

describe('import: constraint guards, edges', { timeout: 30_000 }, () => {
  it('writes a regexp on the left, upcase, literals and nil', async () => {
    const cases: [string, string][] = [
      ['->(r) { /x/ =~ r.host }', "(r) => /x/.test(r.host ?? '')"],
      ["->(r) { r.subdomain.upcase == 'A' }", "(r) => (r.subdomain ?? '').toUpperCase() === 'A'"],
      ['->(r) { true }', '(r) => true'],
      ['->(r) { r.subdomain == nil }', '(r) => r.subdomain === null'],
      ['->(r) { r.subdomain != :a }', null as unknown as string],
    ];
    for (const [ruby, js] of cases) expect(await guardOf(ruby), ruby).toBe(js);
  });

  it('what cannot be converted inside !, &&, || and parentheses makes the whole guard a TODO', async () => {
    const imported = await importSource(
      block("get 'a' => 'a#b', constraints: ->(r) { !r.xhr? }", "get 'b' => 'a#b', constraints: ->(r) { r.xhr? && true }", "get 'c' => 'a#b', constraints: ->(r) { true || r.xhr? }", "get 'd' => 'a#b', constraints: ->(r) { (r.xhr?) }", "get 'e' => 'a#b', constraints: ->(r) { r.subdomain(1) }", "get 'f' => 'a#b', constraints: ->(r) { r.host == x.y }", "get 'g' => 'a#b', constraints: ->(r) { x.y == r.host }"),
      undefined,
      { rails: '6.1' },
    );
    expect(todos(imported).map((t) => t.replace(/ \(it has [^)]*\)/, '').replace(' dropped; the routes are kept', ''))).toEqual([
      "2: option constraints (r.xhr?, which the guard's request does not carry)",
      "3: option constraints (r.xhr?, which the guard's request does not carry)",
      "4: option constraints (r.xhr?, which the guard's request does not carry)",
      "5: option constraints (r.xhr?, which the guard's request does not carry)",
      "6: option constraints (r.subdomain, which the guard's request does not carry)",
      '7: option constraints (the method call x)',
      '8: option constraints (the method call x)',
    ]);
  });

  it('reads the path params only by a Symbol, and orders Integers only', async () => {
    const imported = await importSource(
      block(
        "get 'a' => 'a#b', constraints: ->(p, r) { p.fetch(:id) == '1' }",
        "get 'b' => 'a#b', constraints: ->(p, r) { p[:a, :b] }",
        "get 'c' => 'a#b', constraints: ->(p, r) { p[] }",
        "get 'd' => 'a#b', constraints: ->(p, r) { p[x] }",
        "get 'e' => 'a#b', constraints: ->(p, r) { r.host > 'a' }",
        "get 'f' => 'a#b', constraints: ->(p, r) { 1 < p[:id] }",
        "get 'g' => 'a#b', constraints: ->(p, r) { p[:id].to_i.between?(1, 2) }",
        "get 'h' => 'a#b', constraints: ->(p, r) { 2 >= p[:id].to_i }",
      ),
      undefined,
      { rails: '6.1' },
    );
    expect(todos(imported).map((t) => t.replace(' dropped; the routes are kept', ''))).toEqual([
      '2: option constraints (p.fetch (the guard reads a path param as p[:name]))',
      '3: option constraints (p.[] (the guard reads a path param as p[:name]))',
      '4: option constraints (p.[] (the guard reads a path param as p[:name]))',
      "5: option constraints (p[…] by other than a Symbol (Rails' path params have Symbol keys))",
      '6: option constraints (> of something other than two Integers)',
      '7: option constraints (< of something other than two Integers)',
      '8: option constraints (the method call .between?)',
    ]);
    expect(imported.code).toContain("constraints: (p, r) => 2 >= (Number.parseInt(String(p.id ?? ''), 10) || 0) });");
  });

  it('converts to_i, include? and in? only where Ruby means them, and leaves other calls of the same shape TODOs', async () => {
    const imported = await importSource(
      block(
        "get 'a' => 'a#b', constraints: ->(p, r) { r.host > 1 }",
        "get 'b' => 'a#b', constraints: ->(p, r) { p[:id].to_i(16) == 1 }",
        "get 'c' => 'a#b', constraints: ->(p, r) { r.port.succ == 1 }",
        "get 'd' => 'a#b', constraints: ->(p, r) { r.ssl?.to_i == 1 }",
        "get 'e' => 'a#b', constraints: ->(p, r) { r.host.start_with?('a', 'b') }",
        "get 'f' => 'a#b', constraints: ->(p, r) { %w[a].index(r.host) }",
        "get 'g' => 'a#b', constraints: ->(p, r) { r.port.include?(1) }",
        "get 'h' => 'a#b', constraints: ->(p, r) { r.host.eql?(%w[a]) }",
        "get 'i' => 'a#b', constraints: ->(p, r) { r.host.in?(r.path) }",
      ),
      undefined,
      { rails: '6.1' },
    );
    expect(todos(imported).map((t) => t.replace(' dropped; the routes are kept', ''))).toEqual([
      '2: option constraints (> of something other than two Integers)',
      '3: option constraints (the method call .to_i)',
      '4: option constraints (the method call .succ)',
      '5: option constraints (the method call .to_i)',
      '6: option constraints (the method call .start_with?)',
      '7: option constraints (the method call .index)',
      '8: option constraints (the method call .include?)',
      '9: option constraints (the method call .eql?)',
      '10: option constraints (the method call .in?)',
    ]);
  });

  it('passes a request part given as an argument as it is, a path param as its text; a local of the file is no path param', async () => {
    expect(await guardOf("->(p, r) { r.path.start_with?(r.host) }")).toBe("(r) => (r.path ?? '').startsWith(r.host)");
    const { code } = await importSource(`prefix = 'ab'\n${block("get 'x' => 'x#y', constraints: ->(p, r) { prefix.include?(r.subdomain) }")}`, undefined, { rails: '6.1' });
    expect(/constraints: (.*) \}\);$/m.exec(code)?.[1]).toBe("(r) => 'ab'.includes(r.subdomain)");
  });
});

describe('import: constraint guards, what the mutation run left', { timeout: 30_000 }, () => {
  it('only a lambda, ->, proc or Proc.new of one or two plain parameters and one expression is a guard', async () => {
    const imported = await importSource(
      block(
        'CHECK = 1',
        "get 'a' => 'a#b', constraints: -> { true }",
        "get 'b' => 'a#b', constraints: lambda { |*r| true }",
        "get 'c' => 'a#b', constraints: ->(r) { }",
        "get 'd' => 'a#b', constraints: lambda(&CHECK)",
        "get 'e' => 'a#b', constraints: check { |r| r.ssl? }",
        "get 'f' => 'a#b', constraints: Checker.new { |r| r.ssl? }",
        "get 'g' => 'a#b', constraints: Proc.build { |r| r.ssl? }",
        "get 'h' => 'a#b', constraints: ->(r) { ->(x) { r.ssl? } }",
        "get 'i' => 'a#b', constraints: ->(r) { (r.ssl?; r.port == 80) }",
        "get 'j' => 'a#b', constraints: { id: /\\d+/ }",
      ),
      undefined,
      { rails: '6.1' },
    );
    expect(todos(imported).map((t) => t.replace(' dropped; the routes are kept', ''))).toEqual([
      '3: option constraints (a constraint block that does not take the request (one or two plain parameters))',
      '4: option constraints (a constraint block that does not take the request (one or two plain parameters))',
      '5: option constraints (a constraint block that is not one expression)',
      '6: option constraints (a lambda)',
      '7: option constraints (the method call check)',
      '8: option constraints (a call of new with a block)',
      '9: option constraints (a call of build with a block)',
      '10: option constraints (a lambda)',
      '11: option constraints (a parenthesized sequence)',
    ]);
    expect(imported.code).toContain("  r.get({ j: 'a#b', constraints: { id: /\\d+/ } });");
  });

  it('what Ruby would not run as the converter writes it, or reads other than the request, is a TODO', async () => {
    const cases = [
      '->(p, r) { p }',
      "->(r) { :api == r.subdomain }",
      '->(r) { /x/ =~ r.port }',
      '->(r) { r.port.downcase }',
      "->(r) { r.port.start_with?('8') }",
      '->(r) { r.host.start_with?(8) }',
      "->(r) { r.host.start_with? }",
      "->(r) { r.host.start_with?('a', 'b') }",
      "->(r) { r.host.nil?(1) }",
      "->(r) { 5.include?(r.host) }",
      "->(r) { r.port.include?('8') }",
      "->(r) { r.subdomain.in?('api') }",
      "->(r) { r.subdomain.eql?(%w[a]) }",
      '->(r) { r.ssl?.!(1) }',
      "->(r) { r.port == '8080' }",
      "->(r) { '443' != r.port }",
      '->(r) { r.subdomain == 1 }',
    ];
    const imported = await importSource(block(...cases.map((c, i) => `get 'x${i}' => 'a#b', constraints: ${c}`)), undefined, { rails: '6.1' });
    expect(todos(imported).map((t) => t.replace(/^\d+: option constraints \((.*)\) dropped; the routes are kept$/, '$1'))).toEqual([
      'the variable p',
      'a comparison of a String with a Symbol (never equal in Ruby)',
      '=~ of something other than a string and a regexp literal',
      'the method call .downcase',
      'the method call .start_with?',
      'the method call .start_with?',
      'the method call .start_with?',
      'the method call .start_with?',
      'the method call .nil?',
      'the method call .include?',
      'the method call .include?',
      'the method call .in?',
      'the method call .eql?',
      'the method call .!',
      'a comparison of an Integer with a String (never equal in Ruby)',
      'a comparison of an Integer with a String (never equal in Ruby)',
      'a comparison of an Integer with a String (never equal in Ruby)',
    ]);
  });

  it("reads a local of the draw block and a constant as their literal values; /m is JavaScript's s flag", async () => {
    const ruby = `PREFIX = 'api'\nRails.application.routes.draw do\n  name = 'admin'\n  get 'a' => 'a#b', constraints: ->(r) { name.present? && r.subdomain == PREFIX }\n  get 'b' => 'a#b', constraints: ->(r) { r.path =~ /\\A\\/b.c/m }\n  get 'c' => 'a#b', constraints: ->(r) { r.host =~ /\\Aa.b\\z/ }\nend\n`;
    const { code, converted, set } = await importSource(ruby, undefined, { rails: '6.1' });
    expect(converted.todos).toEqual([]);
    expect(code).toContain("constraints: (r) => (/\\S/.test('admin') && r.subdomain === 'api') });");
    expect(code).toContain("constraints: (r) => /^\\/b[\\s\\S]c/s.test(r.path ?? '') });");
    // without /m Ruby's dot is any character but a newline
    expect(code).toContain("constraints: (r) => /^a[^\\n]b$/.test(r.host ?? '') });");
    expect(set.recognize('GET', '/a', { host: 'api.example.com' })).toMatchObject({ controller: 'a' });
    expect(() => set.recognize('GET', '/a', { host: 'www.example.com' })).toThrow(/No route matches/);
  });
});

describe('import: constraint guards of the path params, with Integers', { timeout: 30_000 }, () => {
  it('a fixed param may be an Integer: comparing it with one is written (Rails: defaults version: 1 matches == 1)', async () => {
    const imported = await importSource(block("get 'v' => 'a#b', defaults: { version: 1 }, constraints: ->(p, r) { p[:version] == 1 }", "get 'w' => 'a#b', constraints: ->(r) { r.port == '80' }"), undefined, { rails: '6.1' });
    expect(imported.code).toContain('constraints: (p, r) => p.version === 1 });');
    expect(todos(imported)).toEqual(['3: option constraints (a comparison of an Integer with a String (never equal in Ruby)) dropped; the routes are kept']);
    expect(imported.set.recognize('GET', '/v')).toMatchObject({ action: 'b' });
  });
});
