// Rails' Mapper::Base methods beside match and mount: has_named_route? and default_url_options (as a
// routes.rb sets them: `default_url_options host: 'example.com'`).
import { describe, expect, it } from 'vitest';
import { ArgumentError, RouteSet } from '../../src/index.js';

type Helpers = Record<string, (...args: unknown[]) => string>;

describe('hasNamedRoute', () => {
  it('sees the names declared before the draw and earlier in it, not later ones', () => {
    const seen: boolean[] = [];
    const set = new RouteSet({ rails: '6.1' }).draw((r) => r.resources('posts'));
    set.draw((r) => {
      seen.push(r.hasNamedRoute('posts'), r.hasNamedRoute('comment'));
      r.resources('comments');
      seen.push(r.hasNamedRoute('comment'), r.hasNamedRoute('nothing'));
    });
    expect(seen).toEqual([true, false, true, false]);
  });
});

describe('defaultUrlOptions in a draw', () => {
  it("becomes the route set's when the draw succeeds", () => {
    const set = new RouteSet().draw((r) => {
      r.defaultUrlOptions({ host: 'example.com', protocol: 'https' });
      r.resources('posts');
    });
    expect(set.defaultUrlOptions).toEqual({ host: 'example.com', protocol: 'https' });
    expect((set.helpers as unknown as Helpers).post_url!(3)).toBe('https://example.com/posts/3');
  });

  it('leaves them as they were when the draw throws', () => {
    const set = new RouteSet({ defaultUrlOptions: { host: 'before.org' } });
    expect(() =>
      set.draw((r) => {
        r.defaultUrlOptions({ host: 'after.org' });
        r.resources('posts', { only: 'nope' as never });
      }),
    ).toThrow(ArgumentError);
    expect(set.defaultUrlOptions).toEqual({ host: 'before.org' });
  });

  it('refuses a mapper kept past its draw, naming the call', () => {
    let kept: { defaultUrlOptions(options: object): unknown } | undefined;
    new RouteSet().draw((r) => {
      kept = r;
    });
    expect(() => kept!.defaultUrlOptions({ host: 'late.org' })).toThrow(/draw has ended \(at defaultUrlOptions\)/);
  });

  it('refuses what is no object of options', () => {
    expect(() => new RouteSet().draw((r) => r.defaultUrlOptions('example.com' as never))).toThrow(
      new ArgumentError("defaultUrlOptions takes an object of URL options such as { host: 'example.com' }, got \"example.com\""),
    );
  });
});
