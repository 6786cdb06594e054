#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for `arbiter serve --database postgres://…` and its tests
# (tests/server_postgres.rs, docs/online.md).
#
#   tools/postgres.sh start DIR PORT   creates the cluster in DIR if absent, starts it if it is not
#                                      running, listening on 127.0.0.1:PORT only (and a unix socket
#                                      inside DIR), with a database "arbiter"; the last line printed
#                                      is its URL, postgres://postgres@127.0.0.1:PORT/arbiter
#   tools/postgres.sh stop DIR         stops it (fast: open sessions are ended)
#
# Both may be run again: start on a running cluster only prints its URL (its running port), stop
# on a stopped one does nothing. Trust authentication, on loopback and the socket only: for tests
# and a machine of one's own, never for a shared host. Uses Debian's `postgresql` package (the
# binaries in /usr/lib/postgresql/*/bin), installed with apt-get when missing and run as root.
# initdb refuses to run as root: as root the cluster belongs to, and runs as, the `postgres` user.
set -euo pipefail

usage() {
  echo "usage: tools/postgres.sh start DIR PORT | stop DIR" >&2
  exit 2
}

# The newest installed server's bin folder, or initdb's on the PATH.
find_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then
    echo "$dir"
  elif command -v initdb >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v initdb)")"
  fi
}

BIN=$(find_bin)
if [ -z "$BIN" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "tools/postgres.sh: installing postgresql" >&2
    apt-get update >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2
    BIN=$(find_bin)
  fi
  [ -n "$BIN" ] || { echo "tools/postgres.sh: PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }
fi

# As root, every PostgreSQL command runs as the postgres user.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

[ $# -ge 2 ] || usage
cmd=$1
mkdir -p "$2"
DIR=$(cd "$2" && pwd)
DATA=$DIR/data
SOCKETS=$DIR/run

# One run of this script at a time per cluster (tests may start it from several threads).
exec 9>"$DIR.lock"
flock 9

running() {
  [ -f "$DATA/PG_VERSION" ] && as_owner "$BIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1
}

case "$cmd" in
start)
  [ $# -eq 3 ] || usage
  PORT=$3
  if [ "$(id -u)" = 0 ]; then
    id postgres >/dev/null 2>&1 || { echo "tools/postgres.sh: no postgres user (apt-get install postgresql)" >&2; exit 1; }
    chown postgres: "$DIR"
    # The postgres user must reach DIR through its parents.
    as_owner test -x "$DIR" || { echo "tools/postgres.sh: the postgres user cannot reach $DIR" >&2; exit 1; }
  fi
  if [ ! -f "$DATA/PG_VERSION" ]; then
    rm -rf "$DATA"
    as_owner "$BIN/initdb" -D "$DATA" -U postgres --auth-local=trust --auth-host=trust \
      --encoding=UTF8 --locale=C.UTF-8 >"$DIR/initdb.log" 2>&1 ||
      { cat "$DIR/initdb.log" >&2; exit 1; }
    # Trust, on the socket and loopback only.
    as_owner tee "$DATA/pg_hba.conf" >/dev/null <<'EOF'
local all all trust
host all all 127.0.0.1/32 trust
EOF
    echo "include_if_exists = 'arbiter.conf'" | as_owner tee -a "$DATA/postgresql.conf" >/dev/null
  fi
  as_owner mkdir -p "$SOCKETS"
  if running; then
    # Already running: its own port (line 4 of postmaster.pid), whatever PORT says.
    PORT=$(sed -n 4p "$DATA/postmaster.pid")
  else
    as_owner tee "$DATA/arbiter.conf" >/dev/null <<EOF
listen_addresses = '127.0.0.1'
port = $PORT
unix_socket_directories = '$SOCKETS'
fsync = on
EOF
    # 9>&-: the server must not inherit (and hold) the lock.
    as_owner "$BIN/pg_ctl" -D "$DATA" -l "$DIR/server.log" -w -t 60 start >&2 9>&- ||
      { tail -n 3 "$DIR/server.log" >&2; exit 1; }
  fi
  exists=$(as_owner "$BIN/psql" -h "$SOCKETS" -p "$PORT" -U postgres -d postgres -tAc \
    "SELECT 1 FROM pg_database WHERE datname = 'arbiter'")
  if [ "$exists" != 1 ]; then
    as_owner "$BIN/createdb" -h "$SOCKETS" -p "$PORT" -U postgres arbiter
  fi
  echo "postgres://postgres@127.0.0.1:$PORT/arbiter"
  ;;
stop)
  [ $# -eq 2 ] || usage
  if running; then
    as_owner "$BIN/pg_ctl" -D "$DATA" -w -t 60 -m fast stop >&2
  fi
  ;;
*)
  usage
  ;;
esac
