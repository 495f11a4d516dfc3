// Records in and out of the store. A missing record is an HttpError 404, which the dispatcher answers in the
// format the client asked for (so /posts/99.json gives a JSON 404).
import { HttpError } from '../../dist/index.js';
import { Comment, Post, Profile } from './models.mjs';

const now = () => new Date().toISOString();
const idOf = (value) => (/^\d+$/.test(String(value)) ? Number(value) : NaN);

export class Repository {
  constructor(store) {
    this.store = store;
  }

  posts() {
    return this.store.data.posts.map((row) => new Post(row)).sort((a, b) => b.id - a.id);
  }

  findPost(id) {
    const row = this.store.data.posts.find((p) => p.id === idOf(id));
    if (!row) throw new HttpError(404, `Couldn't find Post with id=${id}`);
    return new Post(row);
  }

  /** Saves a valid post (insert or update); false when it is invalid. */
  savePost(post) {
    if (!post.validate()) return false;
    this.store.change((data) => {
      post.updatedAt = now();
      if (post.isNewRecord()) {
        post.id = this.store.nextId('posts');
        post.createdAt = post.updatedAt;
        data.posts.push(post.toRow());
      } else {
        data.posts = data.posts.map((row) => (row.id === post.id ? post.toRow() : row));
      }
    });
    return true;
  }

  /** Deletes a post and its comments. */
  deletePost(post) {
    this.store.change((data) => {
      data.posts = data.posts.filter((row) => row.id !== post.id);
      data.comments = data.comments.filter((row) => row.postId !== post.id);
    });
  }

  comments(post) {
    return this.store.data.comments.filter((row) => row.postId === post.id).map((row) => new Comment(row));
  }

  findComment(post, id) {
    const row = this.store.data.comments.find((c) => c.postId === post.id && c.id === idOf(id));
    if (!row) throw new HttpError(404, `Couldn't find Comment with id=${id} on Post ${post.id}`);
    return new Comment(row);
  }

  saveComment(comment) {
    if (!comment.validate()) return false;
    this.store.change((data) => {
      if (comment.isNewRecord()) {
        comment.id = this.store.nextId('comments');
        comment.createdAt = now();
        data.comments.push(comment.toRow());
      } else {
        data.comments = data.comments.map((row) => (row.id === comment.id ? comment.toRow() : row));
      }
    });
    return true;
  }

  deleteComment(comment) {
    this.store.change((data) => {
      data.comments = data.comments.filter((row) => row.id !== comment.id);
    });
  }

  /** The profile, or null before one was created. */
  profile() {
    return this.store.data.profile ? new Profile(this.store.data.profile, true) : null;
  }

  saveProfile(profile) {
    if (!profile.validate()) return false;
    this.store.change((data) => {
      data.profile = profile.toRow();
    });
    profile.id = 1;
    return true;
  }

  deleteProfile() {
    this.store.change((data) => {
      data.profile = null;
    });
  }
}
