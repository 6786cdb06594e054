#!/usr/bin/env bash
# A throwaway MediaWiki (Debian's 1.39 package, SQLite, PHP's built-in web server) with the
# ArbiterExplainer extension of integrations/mediawiki/, for tests/e2e/wiki.test.mjs.
#
#   tools/mediawiki.sh install [PACKAGE...]        installs Debian's mediawiki, php-sqlite3 and
#                                                  php-cli with apt-get when missing (as root), and
#                                                  the other Debian PACKAGEs in the same apt-get
#                                                  (`make deps`: one update, one install)
#   tools/mediawiki.sh start DIR PORT ORIGIN       installs a wiki in DIR if absent (SQLite in
#                                                  DIR/db, settings DIR/LocalSettings.php), points
#                                                  it at the explainer served at ORIGIN, and serves
#                                                  it on http://127.0.0.1:PORT (loopback only); the
#                                                  last line printed is that address
#   tools/mediawiki.sh edit DIR TITLE < WIKITEXT   saves the page TITLE
#   tools/mediawiki.sh stop DIR                    stops the server
#
# DIR/extra.php is read last by the settings (empty at first): a test rewrites it to change
# $wgArbiterExplainerMode or turn $wgRawHtml on. The parser cache is off, so a changed setting
# shows on the next view. The administrator's password is random and thrown away: for tests
# and a machine of one's own, never for a shared host. Runs as root or any user.
set -euo pipefail

MW=/usr/share/mediawiki
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
EXTENSION=$ROOT/integrations/mediawiki/ArbiterExplainer/extension.json

usage() {
  echo "usage: tools/mediawiki.sh install [PACKAGE...] | start DIR PORT ORIGIN | edit DIR TITLE < wikitext | stop DIR" >&2
  exit 2
}

installed() {
  [ -f "$MW/maintenance/install.php" ] && command -v php >/dev/null 2>&1 &&
    php -r 'exit(in_array("sqlite", PDO::getAvailableDrivers()) ? 0 : 1);' 2>/dev/null
}

# install [PACKAGE...]: MediaWiki when missing, with the other Debian PACKAGEs.
install() {
  if installed; then
    [ $# -eq 0 ] && return
    apt-get update >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y "$@" >&2
    return
  fi
  if [ "$(id -u)" != 0 ]; then
    echo "tools/mediawiki.sh: MediaWiki is not installed (as root: apt-get install mediawiki php-sqlite3 php-cli)" >&2
    exit 1
  fi
  echo "tools/mediawiki.sh: installing mediawiki $*" >&2
  apt-get update >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y mediawiki php-sqlite3 php-cli "$@" >&2
  # The package brings Apache as its web server; the tests use PHP's own on loopback, so an
  # Apache that the install started (on every address) is stopped.
  if pgrep -x apache2 >/dev/null 2>&1; then service apache2 stop >&2 || apachectl stop >&2 || true; fi
  installed || { echo "tools/mediawiki.sh: mediawiki or PHP's SQLite driver still missing" >&2; exit 1; }
}

[ $# -ge 1 ] || usage
cmd=$1
if [ "$cmd" = install ]; then
  shift
  install "$@"
  exit 0
fi
[ $# -ge 2 ] || usage
mkdir -p "$2"
DIR=$(cd "$2" && pwd)
PIDFILE=$DIR/server.pid

running() {
  [ -f "$PIDFILE" ] && kill -0 "$(cat "$PIDFILE")" 2>/dev/null
}

# The maintenance scripts read the wiki's settings from MW_CONFIG_FILE.
export MW_CONFIG_FILE=$DIR/LocalSettings.php

case "$cmd" in
start)
  [ $# -eq 4 ] || usage
  PORT=$3
  ORIGIN=${4%/}
  [[ $PORT =~ ^[0-9]+$ ]] || usage
  [[ $ORIGIN =~ ^https?://[A-Za-z0-9.:-]+(/[A-Za-z0-9._~/-]*)?$ ]] ||
    { echo "tools/mediawiki.sh: ORIGIN must be http(s)://host[:port][/path], not $ORIGIN" >&2; exit 2; }
  install
  exec 9>"$DIR/.lock"
  flock 9
  if [ ! -f "$DIR/LocalSettings.php" ]; then
    rm -rf "$DIR/db"
    mkdir -p "$DIR/db" "$DIR/images" "$DIR/cache"
    pass=$(head -c 24 /dev/urandom | base64 | tr -d '/+=')Aa1!
    php "$MW/maintenance/install.php" --dbtype sqlite --dbpath "$DIR/db" --dbname wiki \
      --server "http://127.0.0.1:$PORT" --scriptpath "" --confpath "$DIR" --lang en \
      --pass "$pass" Wiki Admin >"$DIR/install.log" 2>&1 ||
      { tail -n 20 "$DIR/install.log" >&2; exit 1; }
    cat >>"$DIR/LocalSettings.php" <<EOF

# tools/mediawiki.sh: the settings of this run, then the test's own.
require "$DIR/arbiter.php";
require "$DIR/extra.php";
EOF
    [ -f "$DIR/extra.php" ] || echo '<?php' >"$DIR/extra.php"
  fi
  # Rewritten on every start: the port and the explainer's origin may change between runs.
  cat >"$DIR/arbiter.php" <<EOF
<?php
\$wgServer = "http://127.0.0.1:$PORT";
\$wgUploadDirectory = "$DIR/images";
\$wgUploadPath = "/images";
\$wgCacheDirectory = "$DIR/cache";
\$wgParserCacheType = CACHE_NONE;
\$wgEnableParserCache = false;
\$wgCachePages = false;
\$wgMainCacheType = CACHE_NONE;
\$wgShowExceptionDetails = true;
# No /favicon.ico to ask for (a 404 in the browser's console).
\$wgFavicon = "data:,";
wfLoadExtension( 'ParserFunctions' );
wfLoadExtension( 'ArbiterExplainer', '$EXTENSION' );
\$wgArbiterExplainerOrigin = '$ORIGIN';
EOF
  if ! running; then
    # Several workers: a page's load.php requests are answered side by side. No opcache: it
    # would keep a rewritten extra.php (same second, or within revalidate_freq) as it was.
    # 9>&-: the server must not hold the lock.
    PHP_CLI_SERVER_WORKERS=4 setsid php -d opcache.enable=0 -S "127.0.0.1:$PORT" -t "$MW" >"$DIR/server.log" 2>&1 9>&- &
    echo $! >"$PIDFILE"
  fi
  for _ in $(seq 1 300); do
    if php -r 'exit(@file_get_contents($argv[1]) === false ? 1 : 0);' "http://127.0.0.1:$PORT/index.php?title=Main_Page"; then
      echo "http://127.0.0.1:$PORT"
      exit 0
    fi
    running || { tail -n 20 "$DIR/server.log" >&2; exit 1; }
    sleep 0.1
  done
  echo "tools/mediawiki.sh: the wiki did not answer on port $PORT" >&2
  tail -n 20 "$DIR/server.log" >&2
  exit 1
  ;;
edit)
  [ $# -eq 3 ] || usage
  php "$MW/maintenance/edit.php" --conf "$MW_CONFIG_FILE" --user Admin --summary "tools/mediawiki.sh" "$3" >"$DIR/edit.log" 2>&1 ||
    { cat "$DIR/edit.log" >&2; exit 1; }
  ;;
stop)
  [ $# -eq 2 ] || usage
  if running; then
    pid=$(cat "$PIDFILE")
    # The server and its workers (a process group of their own, by setsid).
    kill -- -"$pid" 2>/dev/null || kill "$pid"
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -f "$PIDFILE"
  ;;
*)
  usage
  ;;
esac
