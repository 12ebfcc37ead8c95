#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on loopback for the API tests and prints
#   export TEST_DATABASE_URL=postgres://...
# on stdout (everything else goes to stderr), so `.ci/run` can `eval "$(.ci/start-postgres.sh)"`.
# Idempotent: a second run reuses the cluster and the running server. Runs as root on a fresh
# Debian machine (installs the postgresql package when missing) or as an ordinary user who
# already has PostgreSQL's binaries. The test role may create databases: every API test file
# creates its own database and drops it afterwards.
set -euo pipefail

port="${TEST_PG_PORT:-55432}"
data="${TEST_PG_DATA:-/var/tmp/expoportal-pg-test}"
role="expo_test"
database="expo_test"

log() { echo "[start-postgres] $*" >&2; }

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

bin="$(find_bin)"
if [[ -z "$bin" || ! -x "$bin/initdb" ]]; then
  if [[ "$(id -u)" != 0 ]]; then
    log "PostgreSQL is not installed and this is not root: install the postgresql package first"
    exit 1
  fi
  log "installing postgresql"
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql >&2
  bin="$(find_bin)"
fi

# initdb and postgres refuse to run as root: run them as the postgres system user then.
if [[ "$(id -u)" == 0 ]]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
  as_owner=(runuser -u postgres --)
  owner=postgres
else
  as_owner=()
  owner="$(id -un)"
fi

password_file="$data.password"
if [[ ! -f "$data/PG_VERSION" ]]; then
  log "creating cluster in $data"
  mkdir -p "$data"
  chown "$owner" "$data"
  chmod 700 "$data"
  "${as_owner[@]}" "$bin/initdb" -D "$data" --auth-local=trust --auth-host=scram-sha-256 -U postgres --encoding=UTF8 --locale=C.UTF-8 >&2
fi
if [[ ! -s "$password_file" ]]; then
  # A random password per cluster, kept beside it (never in the repository).
  head -c 24 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' > "$password_file"
  chmod 600 "$password_file"
fi
password="$(cat "$password_file")"

socket_dir="$data"
if ! "${as_owner[@]}" "$bin/pg_ctl" -D "$data" status >/dev/null 2>&1; then
  log "starting server on 127.0.0.1:$port"
  "${as_owner[@]}" "$bin/pg_ctl" -D "$data" -l "$data/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $socket_dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >&2
fi

for _ in $(seq 1 60); do
  "$bin/pg_isready" -h 127.0.0.1 -p "$port" -q && break
  sleep 0.5
done

psql_admin=("${as_owner[@]}" "$bin/psql" -h "$socket_dir" -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -q)
if [[ "$("${psql_admin[@]}" -tAc "select 1 from pg_roles where rolname = '$role'")" != 1 ]]; then
  "${psql_admin[@]}" -c "create role $role login createdb password '$password'" >&2
else
  "${psql_admin[@]}" -c "alter role $role with login createdb password '$password'" >&2
fi
if [[ "$("${psql_admin[@]}" -tAc "select 1 from pg_database where datname = '$database'")" != 1 ]]; then
  "${psql_admin[@]}" -c "create database $database owner $role" >&2
fi

log "ready"
echo "export TEST_DATABASE_URL=postgres://$role:$password@127.0.0.1:$port/$database"
