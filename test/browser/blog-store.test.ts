// The example blog's repository and migrations against PGlite (always, with `npm run test:browser`) and against
// a real PostgreSQL server when BLOG_TEST_DATABASE_URL names one (.ci/postgres.sh starts a throwaway server
// and sets it). The same SQL must behave the same on both.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E } from './blog-server.js';

const SERVER_URL = process.env.BLOG_TEST_DATABASE_URL;
type Db = { query: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>; exec: (sql: string) => Promise<void>; close: () => Promise<void> };
/* eslint-disable @typescript-eslint/no-explicit-any -- the example app is plain JavaScript */
type Blog = { db: Db; repo: any; migrations: string[]; close: () => Promise<void> };

const targets: { name: string; url?: string }[] = [{ name: 'PGlite' }];
if (SERVER_URL) targets.push({ name: 'PostgreSQL server', url: SERVER_URL });
else if (E2E) console.warn('blog store: no BLOG_TEST_DATABASE_URL, so only PGlite is tested here (.ci/postgres.sh runs this test against a PostgreSQL server)');

for (const target of targets) {
  describe.skipIf(!E2E)(`example blog store on ${target.name}`, () => {
    let dir: string;
    let blog: Blog;
    let models: any;
    const open = async (): Promise<Blog> => {
      const { createBlogApp } = await import('../../examples/blog/app.mjs' as string);
      return createBlogApp(target.url ? { databaseUrl: target.url } : { dataDir: join(dir, 'pglite') });
    };

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'blog-store-'));
      if (target.url) {
        // A server database is shared: start from no tables, as a fresh PGlite directory does.
        const { openDatabase } = await import('../../examples/blog/db/database.mjs' as string);
        const db: Db = await openDatabase({ url: target.url });
        await db.exec('DROP TABLE IF EXISTS comments, posts, profiles, schema_migrations');
        await db.close();
      }
      blog = await open();
      models = await import('../../examples/blog/models.mjs' as string);
    }, 60_000);
    afterAll(async () => {
      await blog?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const newPost = async (title: string, body = '') => {
      const post = new models.Post({ title, body });
      expect(await blog.repo.savePost(post)).toBe(true);
      return post;
    };

    it('runs the migrations once and records them in schema_migrations', async () => {
      expect(blog.migrations).toEqual(['001_create_posts.sql', '002_create_comments.sql', '003_create_profiles.sql', '004_search_posts.sql']);
      const rows = await blog.db.query('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((r) => r.version)).toEqual(['001', '002', '003', '004']);
      await blog.close();
      blog = await open();
      expect(blog.migrations).toEqual([]);
    }, 60_000);

    it.skipIf(target.url)('refuses to open a PGlite directory that is already open', async () => {
      await expect(open()).rejects.toThrow(/The database in \S+pglite is open in this process \(\S+pglite\.lock\); PGlite allows one process at a time/);
    });

    it('saves, finds and updates a post with its timestamps', async () => {
      const post = await newPost('Hello', 'Body\0 text');
      expect(post.id).toEqual(expect.any(Number));
      expect(post.createdAt).toBeInstanceOf(Date);
      const found = await blog.repo.findPost(String(post.id));
      expect([found.title, found.body, found.published, found.commentsCount]).toEqual(['Hello', 'Body text', false, 0]);
      found.assign({ title: 'Bye', published: '1' });
      expect(await blog.repo.savePost(found)).toBe(true);
      const again = await blog.repo.findPost(post.id);
      expect([again.title, again.published, again.updatedAt >= again.createdAt]).toEqual(['Bye', true, true]);
    });

    it('answers 404 for ids that are no record, out-of-range integers included', async () => {
      for (const id of ['999999', '99999999999', '-1', 'abc', '1.5']) {
        await expect(blog.repo.findPost(id)).rejects.toMatchObject({ status: 404 });
      }
    });

    it('refuses an invalid post without touching the table', async () => {
      const n = (await blog.db.query('SELECT count(*)::int AS n FROM posts'))[0]!.n;
      const post = new models.Post({ title: 'x'.repeat(201) });
      expect(await blog.repo.savePost(post)).toBe(false);
      expect(post.errors.title).toEqual(['is too long (maximum is 200 characters)']);
      expect((await blog.db.query('SELECT count(*)::int AS n FROM posts'))[0]!.n).toBe(n);
    });

    it('counts comments on the post in the same transaction, and deletes a post with its comments', async () => {
      const post = await newPost('Discussed');
      for (const body of ['one', 'two']) expect(await blog.repo.saveComment(new models.Comment({ postId: post.id, body }))).toBe(true);
      expect((await blog.repo.findPost(post.id)).commentsCount).toBe(2);
      const [first] = await blog.repo.comments(post);
      await blog.repo.deleteComment(first);
      expect((await blog.repo.findPost(post.id)).commentsCount).toBe(1);
      await blog.repo.deletePost(post);
      await expect(blog.repo.findPost(post.id)).rejects.toMatchObject({ status: 404 });
      expect(await blog.db.query('SELECT id FROM comments WHERE post_id = $1', [post.id])).toEqual([]);
    });

    it('rolls the counter back when the comment cannot be written', async () => {
      const post = await newPost('Counted');
      const comment = new models.Comment({ postId: post.id, body: 'fine' });
      comment.author = 'x'.repeat(101); // past the column, and past validation: the INSERT fails
      comment.validate = () => true;
      await expect(blog.repo.saveComment(comment)).rejects.toThrow(/too long|value too long/);
      expect((await blog.repo.findPost(post.id)).commentsCount).toBe(0);
      await expect(blog.repo.saveComment(new models.Comment({ postId: 999999, body: 'orphan' }))).rejects.toMatchObject({ status: 404 });
    });

    it('pages newest first and searches title and body in SQL, % and _ taken literally', async () => {
      await blog.db.exec('DELETE FROM comments; DELETE FROM posts');
      for (let i = 1; i <= 45; i++) await newPost(`Post ${i}`, i === 7 ? 'about 100% cotton' : 'plain');
      const first = await blog.repo.postsPage({ page: 1 });
      expect([first.total, first.pages, first.items.length, first.items[0].title, first.previous, first.next]).toEqual([45, 3, 20, 'Post 45', null, 2]);
      const last = await blog.repo.postsPage({ page: 3 });
      expect([last.items.length, last.items.at(-1).title, last.next]).toEqual([5, 'Post 1', null]);
      const beyond = await blog.repo.postsPage({ page: 10 ** 14 });
      expect([beyond.items, beyond.outOfRange]).toEqual([[], true]);
      expect((await blog.repo.postsPage({ query: '100%' })).items.map((p: any) => p.title)).toEqual(['Post 7']);
      expect((await blog.repo.postsPage({ query: 'POST 4' })).items.map((p: any) => p.title)).toEqual(['Post 45', 'Post 44', 'Post 43', 'Post 42', 'Post 41', 'Post 40', 'Post 4']);
      expect((await blog.repo.postsPage({ query: 'Post_1' })).total).toBe(0);
      // The list leaves the bodies out: not loaded (undefined), never an empty body ('') that JSON would show.
      expect(first.items[0].body).toBeUndefined();
      expect(first.items[0].toJSON()).not.toHaveProperty('body');
    });

    it('counts search hits up to 1,000 only, and pages through those', async () => {
      await blog.db.query("INSERT INTO posts (title, body) SELECT 'Common ' || i, 'everywhere' FROM generate_series(1, 1005) AS i");
      const hits = await blog.repo.postsPage({ query: 'EVERYWHERE' });
      expect([hits.total, hits.more, hits.pages, hits.items[0].title]).toEqual([1000, true, 50, 'Common 1005']);
      expect((await blog.repo.postsPage({ query: 'everywhere', page: 51 })).outOfRange).toBe(true);
      const all = await blog.repo.postsPage({});
      expect([all.total, all.more]).toEqual([1050, false]);
      await blog.db.exec("DELETE FROM posts WHERE body = 'everywhere'");
    });

    it.skipIf(!target.url)('runs each migration once when two processes start at the same time', async () => {
      const { openDatabase } = await import('../../examples/blog/db/database.mjs' as string);
      const { migrate } = await import('../../examples/blog/db/migrate.mjs' as string);
      await blog.db.exec('DROP TABLE comments, posts, profiles, schema_migrations');
      const [a, b] = (await Promise.all([openDatabase({ url: target.url }), openDatabase({ url: target.url })])) as [Db, Db];
      try {
        const ran: string[][] = await Promise.all([migrate(a), migrate(b)]);
        expect(ran.flat().sort()).toEqual(['001_create_posts.sql', '002_create_comments.sql', '003_create_profiles.sql', '004_search_posts.sql']);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });

    it('keeps one profile', async () => {
      expect(await blog.repo.profile()).toBeNull();
      expect(await blog.repo.saveProfile(new models.Profile({ name: 'Ada' }))).toBe(true);
      expect(await blog.repo.saveProfile(new models.Profile({ name: 'Ada L.', bio: 'Notes' }))).toBe(true);
      expect(await blog.repo.profile()).toMatchObject({ id: 1, name: 'Ada L.', bio: 'Notes' });
      await blog.repo.deleteProfile();
      expect(await blog.repo.profile()).toBeNull();
    });
  });
}
