// The routes command prints a 6.1 route set as `rails routes` of Rails 6.1 does (the layouts are checked byte
// for byte against the real command in rails61-table.test.ts; this runs the command itself).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const FIXTURE = 'test/cli/fixtures/routes61.ts';

function cli(env: Record<string, string>, ...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'routes', FIXTURE, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

const GUIDE = 'For more information about routes, see the Rails guide: https://guides.rubyonrails.org/routing.html.';

describe('resource-routing routes on a Rails 6.1 route set', { timeout: 60_000 }, () => {
  it("prints 6.1's sheet: a header, right-aligned prefixes, PATCH and PUT for update", () => {
    expect(cli({})).toEqual({
      code: 0,
      err: '',
      out: [
        '     Prefix Verb  URI Pattern            Controller#Action',
        '      posts GET   /posts(.:format)       posts#index',
        '       post GET   /posts/:id(.:format)   posts#show',
        '            PATCH /posts/:id(.:format)   posts#update',
        '            PUT   /posts/:id(.:format)   posts#update',
        'admin_users GET   /admin/users(.:format) admin/users#index',
        '',
      ].join('\n'),
    });
  });

  it('filters with -c as 6.1 (Admin::UsersController), expands to the terminal width (COLUMNS when piped)', () => {
    expect(cli({ COLUMNS: '40' }, '-E', '-c', 'Admin::UsersController').out).toBe(
      `--[ Route 1 ]${'-'.repeat(27)}\nPrefix            | admin_users\nVerb              | GET\nURI               | /admin/users(.:format)\nController#Action | admin/users#index\n`,
    );
  });

  it("gives 6.1's message when -g matches nothing, and -g is a regexp for --json too", () => {
    expect(cli({}, '-g', 'posts#index')).toEqual({ code: 0, err: '', out: `No routes were found for this grep pattern.\n${GUIDE}\n` });
    expect((JSON.parse(cli({}, '--json', '-g', '^PATCH|PUT$').out) as { verb: string }[]).map((r) => r.verb)).toEqual(['PATCH', 'PUT']);
    expect(cli({}, '-g', '(')).toMatchObject({ code: 1, err: expect.stringMatching(/^resource-routing: -g "\(" is not a valid regular expression/) });
  });
});
