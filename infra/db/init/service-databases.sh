#!/usr/bin/env bash
# Each app's own PostgreSQL role, owning its own database and nothing else, and no other role
# allowed to connect to that database. Compose's one-shot postgres-init runs it at every start,
# as the superuser (libpq's PGHOST, PGUSER, PGPASSWORD), before any app starts:
#   service-databases.sh gateway lead recruiting newsletter notification
# Each role's password comes from <NAME>_DB_PASSWORD (lead: LEAD_DB_PASSWORD), the one secret
# the app with that role is given besides.
#
# Every step is safe to repeat: a role or database is made when missing, the password set to the
# current secret (changing the secret and starting again changes it), and what a deployment from
# before these roles left owned by the superuser in a database is handed to the database's role.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: $0 NAME... (one role and database each)" >&2
  exit 2
fi

sql() { psql --no-psqlrc --quiet -v ON_ERROR_STOP=1 "$@"; }

# The maintenance database holds nothing of the apps': only the superuser opens it.
sql --dbname=postgres --command='REVOKE CONNECT, TEMPORARY ON DATABASE postgres FROM PUBLIC'

for name in "$@"; do
  upper=${name^^}
  variable="${upper//-/_}_DB_PASSWORD"
  password=${!variable:-}
  if [ -z "$password" ]; then
    echo "$variable is not set: the password of the $name role" >&2
    exit 1
  fi
  # psql quotes :'x' as a literal and :"x" as an identifier: a password is never SQL.
  sql --dbname=postgres -v name="$name" -v password="$password" <<'SQL'
SELECT format('CREATE ROLE %I', :'name')
  WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'name') \gexec
ALTER ROLE :"name" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS
  PASSWORD :'password';
SELECT format('CREATE DATABASE %I OWNER %I', :'name', :'name')
  WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = :'name') \gexec
ALTER DATABASE :"name" OWNER TO :"name";
-- PUBLIC may connect to a new database by default; only its owner (and the superuser) may here.
REVOKE ALL ON DATABASE :"name" FROM PUBLIC;
SQL
  # The owner of the database owns its public schema (PostgreSQL 15 and later), so its
  # migrations create tables; tables the superuser made before are handed over, sequences of
  # their columns with them, and an extension's own objects stay the extension's.
  sql --dbname="$name" -v name="$name" <<'SQL'
SELECT format('ALTER TABLE %s OWNER TO %I', c.oid::regclass, :'name')
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
    AND c.relowner <> (SELECT oid FROM pg_roles WHERE rolname = :'name')
    AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
                    AND d.objid = c.oid AND d.deptype = 'e') \gexec
SELECT format('ALTER SEQUENCE %s OWNER TO %I', c.oid::regclass, :'name')
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind = 'S'
    AND c.relowner <> (SELECT oid FROM pg_roles WHERE rolname = :'name')
    AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
                    AND d.objid = c.oid AND d.deptype = 'e') \gexec
SQL
  echo "role and database $name ready"
done
