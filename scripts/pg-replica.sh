#!/usr/bin/env bash
# A streaming replica of the local PostgreSQL cluster, for the read-replica test (apps/api/test/replica.test.ts):
#   scripts/pg-replica.sh start   # prints the DATABASE_READ_URL base, e.g. postgres://postgres@127.0.0.1:5433
#   scripts/pg-replica.sh stop
# It takes a base backup of the primary (pg_basebackup -R: the copy starts as a standby that follows the primary
# over the replication protocol) into REPLICA_DIR and starts it with pg_ctl on REPLICA_PORT, as the postgres OS user
# when run as root (PostgreSQL refuses to run as root). The primary must accept replication connections from
# 127.0.0.1: when run as root, a `host replication all 127.0.0.1/32 trust` line is added to its pg_hba.conf once.
set -euo pipefail
PRIMARY_HOST=${PRIMARY_HOST:-127.0.0.1}
PRIMARY_PORT=${PRIMARY_PORT:-5432}
PRIMARY_USER=${PRIMARY_USER:-postgres}
REPLICA_PORT=${REPLICA_PORT:-5433}
REPLICA_DIR=${REPLICA_DIR:-/tmp/bo-replica-$REPLICA_PORT}
bin=$(pg_config --bindir 2>/dev/null || true)
[ -x "$bin/pg_ctl" ] || bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bin/pg_ctl" ] || { echo "pg-replica: pg_ctl not found" >&2; exit 1; }
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
primary() { psql -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U "$PRIMARY_USER" -d postgres -XAtq -v ON_ERROR_STOP=1 -c "$1"; }

stop() {
  if [ -f "$REPLICA_DIR/postmaster.pid" ]; then as_owner "$bin/pg_ctl" -D "$REPLICA_DIR" -m immediate -w stop >/dev/null || true; fi
  rm -rf "$REPLICA_DIR"
}

start() {
  stop
  hba=$(primary "show hba_file")
  if [ "$(id -u)" = 0 ] && ! grep -Eq '^\s*host\s+replication\s+all\s+127\.0\.0\.1/32' "$hba"; then
    echo "host replication all 127.0.0.1/32 trust" >>"$hba"
    primary "select pg_reload_conf()" >/dev/null
  fi
  mkdir -p "$REPLICA_DIR"
  chmod 700 "$REPLICA_DIR"
  [ "$(id -u)" = 0 ] && chown postgres: "$REPLICA_DIR"
  # -X stream: the WAL written during the copy comes along; -R: standby.signal and primary_conninfo.
  as_owner "$bin/pg_basebackup" -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U "$PRIMARY_USER" -D "$REPLICA_DIR" -X stream -R -c fast
  # A Debian cluster keeps its configuration under /etc: the copy gets its own. A hot standby needs at least the
  # primary's connection and lock limits.
  {
    for setting in max_connections max_worker_processes max_prepared_transactions max_locks_per_transaction max_wal_senders; do
      echo "$setting = $(primary "show $setting")"
    done
    echo "port = $REPLICA_PORT"
    echo "listen_addresses = '127.0.0.1'"
    echo "unix_socket_directories = '$REPLICA_DIR'"
    echo "hot_standby = on"
    echo "fsync = off"
    echo "shared_buffers = 32MB"
  } | as_owner tee "$REPLICA_DIR/postgresql.conf" >/dev/null
  printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' | as_owner tee "$REPLICA_DIR/pg_hba.conf" >/dev/null
  : | as_owner tee "$REPLICA_DIR/pg_ident.conf" >/dev/null
  as_owner "$bin/pg_ctl" -D "$REPLICA_DIR" -l "$REPLICA_DIR/replica.log" -w -t 30 start >/dev/null
  state=$(psql -h 127.0.0.1 -p "$REPLICA_PORT" -U "$PRIMARY_USER" -d postgres -XAtq -c "select pg_is_in_recovery()")
  [ "$state" = t ] || { echo "pg-replica: the server on $REPLICA_PORT is not a standby" >&2; exit 1; }
  echo "postgres://$PRIMARY_USER@127.0.0.1:$REPLICA_PORT"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
