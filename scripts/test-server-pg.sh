#!/usr/bin/env bash
# Runs the server suites against a real PostgreSQL server instead of embedded PGlite.
# With DATABASE_URL set it uses that server (each test file creates and drops its own database);
# otherwise it starts a throwaway cluster from Debian's postgresql package on a loopback port.
# Arguments name test files to run instead of the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."

run_suites() { if [ "$#" -gt 0 ]; then node --liftoff-only --import tsx --test --test-concurrency=1 "$@"; else npm run test:server; fi; }

if [ -n "${DATABASE_URL:-}" ]; then
  run_suites "$@"
  exit
fi

pgbin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
if [ -z "$(pgbin)" ]; then
  apt-get update -qq && apt-get install -y -qq postgresql >/dev/null
fi
BIN=$(pgbin)
# A free loopback port unless one is given: two runs on one machine must not fight over a fixed port.
PORT=${PG_TEST_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
DIR=$(mktemp -d)
# As root the cluster runs as the postgres user (initdb refuses root); otherwise as the caller.
if [ "$(id -u)" = 0 ]; then chown postgres "$DIR"; fi
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
as_pg "$BIN/initdb" -D "$DIR/data" -A trust -U postgres >/dev/null
as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
trap 'as_pg "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$DIR"' EXIT

DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" run_suites "$@"
