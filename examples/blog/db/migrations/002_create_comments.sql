-- Comments belong to a post. The foreign key has no cascade: deleting a post deletes its comments explicitly,
-- in one transaction with the post (Repository#deletePost).
CREATE TABLE comments (
  id         serial PRIMARY KEY,
  post_id    integer NOT NULL REFERENCES posts (id),
  author     varchar(100) NOT NULL DEFAULT '',
  body       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_post_id ON comments (post_id, id);
