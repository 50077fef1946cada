#!/usr/bin/env bash
# `npm run bench` against a throwaway PostgreSQL cluster started here (as .ci/run does for the
# server tests), stopped and removed afterwards. Needs Debian's postgresql package; runs as root.
set -euo pipefail
cd "$(dirname "$0")/../.."
pgbin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
pgdata=$(mktemp -d /tmp/vendai-bench-pg.XXXXXX)
# A free port of its own unless told: two runs at once must not meet on one cluster.
pgport=${BENCH_PG_PORT:-$(node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")}
chown postgres "$pgdata"
stop_pg() { su postgres -c "$pgbin/pg_ctl -D $pgdata -m fast stop" >/dev/null 2>&1 || true; rm -rf "$pgdata"; }
trap stop_pg EXIT
su postgres -c "$pgbin/initdb -D $pgdata -A trust -U postgres" >/dev/null
su postgres -c "$pgbin/pg_ctl -D $pgdata -w -l $pgdata/server.log -o '-h 127.0.0.1 -p $pgport -k /tmp' start" >/dev/null
BENCH_DATABASE_URL="postgres://postgres@127.0.0.1:$pgport/postgres" npm run bench
