-- Posts. comments_count is a counter cache kept by the same transaction that adds or removes a comment, so the
-- index shows counts without reading the comments table.
CREATE TABLE posts (
  id             serial PRIMARY KEY,
  title          varchar(200) NOT NULL,
  body           text NOT NULL DEFAULT '',
  published      boolean NOT NULL DEFAULT false,
  comments_count integer NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
