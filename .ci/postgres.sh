#!/usr/bin/env bash
# The example blog's store against a real PostgreSQL server (the app's default is PGlite, in-process).
# Debian's postgresql package is installed with apt-get when missing; a throwaway cluster is created in a
# temporary directory (initdb as the postgres user, trust auth, loopback only, a free port), the store test runs
# against it with BLOG_TEST_DATABASE_URL, and the cluster is stopped and removed. Where PostgreSQL cannot be
# installed or started (no root, no apt), the test is skipped with a message saying so.
set -euo pipefail
cd "$(dirname "$0")/.."

skip() { echo "postgres.sh: SKIPPED, the blog store was not tested against a PostgreSQL server: $*" >&2; exit 0; }
if [ "$(id -u)" = 0 ]; then SUDO=; elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then SUDO=sudo; else SUDO=; fi
as_root() { if [ "$(id -u)" = 0 ] || [ -n "$SUDO" ]; then $SUDO "$@"; else return 1; fi; }

bindir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
if [ -z "$(bindir)" ] || [ ! -x "$(bindir)/initdb" ]; then
  echo "postgres.sh: installing Debian's postgresql package"
  as_root env DEBIAN_FRONTEND=noninteractive timeout 600 apt-get install -y --no-install-recommends postgresql >/dev/null 2>&1 \
    || { as_root timeout 300 apt-get update >/dev/null 2>&1 && as_root env DEBIAN_FRONTEND=noninteractive timeout 600 apt-get install -y --no-install-recommends postgresql >/dev/null 2>&1; } \
    || skip "apt-get install postgresql failed (no root or no network)"
fi
BIN="$(bindir)"
[ -x "$BIN/initdb" ] || skip "no initdb under /usr/lib/postgresql/*/bin"

# initdb refuses to run as root: run the server as the postgres user (created by the package), or as ourselves.
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || skip "no postgres user to run the server as"
  RUN=(runuser -u postgres --)
else
  RUN=()
fi

DIR="$(mktemp -d /tmp/blog-pg.XXXXXX)"
chmod 755 "$DIR"
[ "$(id -u)" = 0 ] && chown postgres "$DIR"
PORT="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
cleanup() {
  "${RUN[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

"${RUN[@]}" "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null || skip "initdb failed"
"${RUN[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off" start >/dev/null || { cat "$DIR/server.log" >&2; skip "the server did not start"; }
"${RUN[@]}" "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres blog_test

echo "postgres.sh: PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
npm run build >/dev/null
BLOG_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/blog_test" RESOURCE_ROUTING_E2E=1 \
  timeout 300 npx vitest run test/browser/blog-store.test.ts
