-- The singular profile: at most one row, id 1.
CREATE TABLE profiles (
  id   integer PRIMARY KEY CHECK (id = 1),
  name varchar(100) NOT NULL,
  bio  text NOT NULL DEFAULT ''
);
