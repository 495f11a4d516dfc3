// Records in and out of the database, in SQL that PGlite and a PostgreSQL server both run. A missing record is an
// HttpError 404, which the dispatcher answers in the format the client asked for (/posts/99.json gives a JSON 404).
// Writes that touch two tables (a comment and its post's counter, a post and its comments) are one transaction.
import { HttpError } from 'resource-routing/http';
import { Comment, Post, Profile } from './models.mjs';
import { Page, PER_PAGE } from './pagination.mjs';

// Ids are `serial` (int4): anything else cannot name a record, and must not reach SQL as an out-of-range integer.
const idOf = (value) => (/^\d{1,9}$/.test(String(value)) ? Number(value) : null);
// ILIKE treats % and _ as wildcards and \ as their escape: a search for "100%" means the text "100%".
const containing = (text) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
// The index lists titles, not bodies: a page of 20 posts stays small however long the posts are.
const LISTED = 'id, title, published, comments_count, created_at, updated_at';
export const SEARCH_LIMIT = 1000;

export class Repository {
  constructor(db) {
    this.db = db;
  }

  /**
   * One page of posts, newest first; with `query`, only posts whose title or body contains it (any case). A
   * search counts its hits up to SEARCH_LIMIT only: counting every post that has a common word means reading
   * them all, and nobody pages through more than a thousand hits.
   */
  async postsPage({ page = 1, perPage = PER_PAGE, query = '' } = {}) {
    const where = query ? `WHERE title ILIKE $1 OR body ILIKE $1` : '';
    const filter = query ? [containing(query)] : [];
    const counted = query ? `(SELECT 1 FROM posts ${where} LIMIT ${SEARCH_LIMIT + 1}) AS hits` : 'posts';
    const [{ total: found }] = await this.db.query(`SELECT count(*)::int AS total FROM ${counted}`, filter);
    const total = Math.min(found, query ? SEARCH_LIMIT : found);
    const offset = (page - 1) * perPage;
    // A page past the end is not queried: a huge ?page= never becomes a huge OFFSET.
    const rows =
      offset >= total
        ? []
        : await this.db.query(`SELECT ${LISTED} FROM posts ${where} ORDER BY id DESC LIMIT ${perPage} OFFSET $${filter.length + 1}`, [...filter, offset]);
    return new Page(rows.map(Post.fromRow), { number: page, perPage, total, more: found > total });
  }

  async stats() {
    const [row] = await this.db.query(
      'SELECT (SELECT count(*)::int FROM posts) AS posts, (SELECT count(*)::int FROM posts WHERE published) AS published, (SELECT count(*)::int FROM comments) AS comments',
    );
    return row;
  }

  async findPost(id) {
    const [row] = idOf(id) === null ? [] : await this.db.query('SELECT * FROM posts WHERE id = $1', [idOf(id)]);
    if (!row) throw new HttpError(404, `Couldn't find Post with id=${id}`);
    return Post.fromRow(row);
  }

  /** Saves a valid post (insert or update); false when it is invalid. */
  async savePost(post) {
    if (!post.validate()) return false;
    const values = [post.title, post.body, post.published];
    const [row] = post.isNewRecord()
      ? await this.db.query('INSERT INTO posts (title, body, published) VALUES ($1, $2, $3) RETURNING *', values)
      : await this.db.query('UPDATE posts SET title = $1, body = $2, published = $3, updated_at = now() WHERE id = $4 RETURNING *', [...values, post.id]);
    if (!row) throw new HttpError(404, `Couldn't find Post with id=${post.id}`);
    Object.assign(post, Post.fromRow(row), { errors: {} });
    return true;
  }

  /** Deletes a post and its comments, together or not at all. */
  async deletePost(post) {
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM comments WHERE post_id = $1', [post.id]);
      await tx.query('DELETE FROM posts WHERE id = $1', [post.id]);
    });
  }

  async comments(post) {
    return (await this.db.query('SELECT * FROM comments WHERE post_id = $1 ORDER BY id', [post.id])).map(Comment.fromRow);
  }

  async findComment(post, id) {
    const [row] = idOf(id) === null ? [] : await this.db.query('SELECT * FROM comments WHERE post_id = $1 AND id = $2', [post.id, idOf(id)]);
    if (!row) throw new HttpError(404, `Couldn't find Comment with id=${id} on Post ${post.id}`);
    return Comment.fromRow(row);
  }

  /** Saves a valid comment; a new one also counts on its post (one transaction). False when it is invalid. */
  async saveComment(comment) {
    if (!comment.validate()) return false;
    const row = comment.isNewRecord()
      ? await this.db.transaction(async (tx) => {
          const [counted] = await tx.query('UPDATE posts SET comments_count = comments_count + 1 WHERE id = $1 RETURNING id', [comment.postId]);
          if (!counted) throw new HttpError(404, `Couldn't find Post with id=${comment.postId}`);
          return (await tx.query('INSERT INTO comments (post_id, author, body) VALUES ($1, $2, $3) RETURNING *', [comment.postId, comment.author, comment.body]))[0];
        })
      : (await this.db.query('UPDATE comments SET author = $1, body = $2 WHERE id = $3 RETURNING *', [comment.author, comment.body, comment.id]))[0];
    if (!row) throw new HttpError(404, `Couldn't find Comment with id=${comment.id}`);
    Object.assign(comment, Comment.fromRow(row), { errors: {} });
    return true;
  }

  async deleteComment(comment) {
    await this.db.transaction(async (tx) => {
      const [deleted] = await tx.query('DELETE FROM comments WHERE id = $1 RETURNING post_id', [comment.id]);
      if (deleted) await tx.query('UPDATE posts SET comments_count = comments_count - 1 WHERE id = $1', [deleted.post_id]);
    });
  }

  /** The profile, or null before one was created. */
  async profile() {
    const [row] = await this.db.query('SELECT name, bio FROM profiles WHERE id = 1');
    return row ? new Profile(row, true) : null;
  }

  async saveProfile(profile) {
    if (!profile.validate()) return false;
    await this.db.query('INSERT INTO profiles (id, name, bio) VALUES (1, $1, $2) ON CONFLICT (id) DO UPDATE SET name = $1, bio = $2', [profile.name, profile.bio]);
    profile.id = 1;
    return true;
  }

  async deleteProfile() {
    await this.db.query('DELETE FROM profiles WHERE id = 1');
  }
}
