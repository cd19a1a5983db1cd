#!/usr/bin/env bash
# Stand-ins for the compose file's public images, for a machine that reaches no image registry
# but Debian's packages and npm: built here from a debootstrap bookworm base, and printed as the
# variables that select them:
#   eval "$(infra/compose/standins.sh)" && docker-compose up -d --build
# Each entrypoint honours what docker-compose.yml gives the real image: the superuser's password
# and the data folder (PostgreSQL), the command line and /data (Redis), the conf.d mount and the
# site folder (nginx), the config file and /prometheus (Prometheus), `server /data` and the health
# check's `mc ready local` (MinIO), the web and SMTP ports (MailDev).
# What a stand-in differs in: PostgreSQL is Debian's 15 (the pinned image is 16), nginx Debian's,
# and the object store is s3rver, which takes any keys: minio-init's bucket-only user and its
# policy are skipped there (infra/compose/minio-init.test.mjs proves what minio-init asks of MinIO).
#
# Every image is tagged with a hash of its inputs (its recipe, its files, its base) and is built
# only when that tag is missing, so a second run costs seconds. Images are built with
# `--network host` (their package downloads need no bridge), one at a time.
# Needs DOCKER_HOST (infra/compose/engine.sh start) and debootstrap (installed when missing).
set -euo pipefail

REPOSITORY=bytecraft-standin
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
# Packages leave this machine through a TLS-inspecting egress: the images trust what it trusts.
CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt
S3RVER_VERSION=3.7.1
MAILDEV_VERSION=2.2.1

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
declare -A images

# build NAME: the Dockerfile on standard input, its context $work/NAME. The tag is a hash of
# both, so an image is built again exactly when its recipe, its files or its base changed.
build() {
  local context=$work/$1 dockerfile tag
  mkdir -p "$context"
  dockerfile=$(cat)
  tag=$( (echo "$dockerfile" && tar -C "$context" --sort=name --mtime=@0 --owner=0 --group=0 -cf - .) |
    sha256sum | cut -c1-16)
  images[$1]=$REPOSITORY/$1:$tag
  docker image inspect "${images[$1]}" >/dev/null 2>&1 && return
  echo "Building the $1 stand-in" >&2
  docker build --quiet --network host -t "${images[$1]}" -f - "$context" <<<"$dockerfile" >/dev/null
}

# The base, from debootstrap; tagged by a hash of this recipe and of the CA bundle it copies.
base() {
  if ! command -v debootstrap >/dev/null 2>&1; then
    echo "Installing debootstrap from Debian" >&2
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >&2
  fi
  echo "Building the base stand-in (debootstrap bookworm)" >&2
  nice -n 10 debootstrap --variant=minbase bookworm "$work/rootfs" "$MIRROR" >"$work/debootstrap.log" 2>&1 ||
    {
      tail -20 "$work/debootstrap.log" >&2
      exit 1
    }
  rm -rf "$work"/rootfs/var/cache/apt/archives/*.deb "$work"/rootfs/var/lib/apt/lists/*
  mkdir -p "$work/rootfs$(dirname "$CA_BUNDLE")"
  cp "$CA_BUNDLE" "$work/rootfs$CA_BUNDLE"
  tar -C "$work/rootfs" -c . | docker import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV LANG=C.UTF-8' \
    --change 'CMD ["bash"]' \
    - "${images[base]}" >/dev/null
  rm -rf "$work/rootfs"
}
images[base]=$REPOSITORY/base:$( (declare -f base && echo "$MIRROR" && cat "$CA_BUNDLE") | sha256sum | cut -c1-16)
docker image inspect "${images[base]}" >/dev/null 2>&1 || base

# The node:20 image's layout: node and npm on the PATH, a `node` user with uid 1000.
mkdir -p "$work/node"
cp "$(command -v node)" "$work/node/node"
cp -r "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$work/node/npm"
build node <<EOF
FROM ${images[base]}
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
  && groupadd --gid 1000 node && useradd --uid 1000 --gid node --create-home node
ENV NODE_EXTRA_CA_CERTS=$CA_BUNDLE
CMD ["node"]
EOF

mkdir -p "$work/postgres"
cat >"$work/postgres/entrypoint.sh" <<'EOF'
#!/bin/bash
# The postgres image's contract: PGDATA (/var/lib/postgresql/data), a new cluster on an empty
# volume with POSTGRES_USER and POSTGRES_PASSWORD, password logins over TCP, run as postgres.
set -euo pipefail
export PGDATA=${PGDATA:-/var/lib/postgresql/data}
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /run/postgresql
  chown -R postgres:postgres "$PGDATA" /run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups bash "$0" "$@"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is not set}"
  initdb --username="${POSTGRES_USER:-postgres}" --pwfile=<(printf '%s\n' "$POSTGRES_PASSWORD") \
    --auth-local=trust --auth-host=scram-sha-256
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
fi
exec postgres -c listen_addresses='*'
EOF
build postgres <<EOF
FROM ${images[base]}
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends postgresql-15 \
  && rm -rf /var/lib/apt/lists/* /var/lib/postgresql/15
ENV PATH=/usr/lib/postgresql/15/bin:\$PATH
COPY entrypoint.sh /usr/local/bin/docker-entrypoint.sh
STOPSIGNAL SIGINT
ENTRYPOINT ["bash", "/usr/local/bin/docker-entrypoint.sh"]
EOF

mkdir -p "$work/redis"
cat >"$work/redis/entrypoint.sh" <<'EOF'
#!/bin/sh
# The redis image's contract: the command line as given, /data as the working folder, run as redis.
set -e
if [ "$(id -u)" = 0 ]; then
  chown -R redis:redis /data
  exec setpriv --reuid=redis --regid=redis --init-groups "$@"
fi
exec "$@"
EOF
build redis <<EOF
FROM ${images[base]}
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends redis-server \
  && rm -rf /var/lib/apt/lists/* && mkdir /data
WORKDIR /data
COPY entrypoint.sh /usr/local/bin/docker-entrypoint.sh
ENTRYPOINT ["sh", "/usr/local/bin/docker-entrypoint.sh"]
CMD ["redis-server"]
EOF

# The nginx image's layout: conf.d/ holds the site, logs go to the container's output, wget for
# health checks (the alpine image has busybox's).
build nginx <<EOF
FROM ${images[base]}
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends nginx-light wget \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* \
  && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
EOF

# The prom/prometheus image's: the binary as entrypoint, /prometheus its working folder, nobody.
build prometheus <<EOF
FROM ${images[base]}
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends prometheus \
  && rm -rf /var/lib/apt/lists/* && mkdir /prometheus && chown nobody:nogroup /prometheus
USER nobody
WORKDIR /prometheus
ENTRYPOINT ["/usr/bin/prometheus"]
EOF

# One image for MinIO's place and minio-init's: s3rver serving `minio server DIR` on 9000, and
# an mc answering what docker-compose.yml and minio-init.sh ask of it.
mkdir -p "$work/s3"
cat >"$work/s3/minio" <<'EOF'
#!/bin/sh
# minio server DIR [options]: s3rver on :9000, its objects in DIR.
set -e
if [ "${1:-}" != server ] || [ -z "${2:-}" ]; then
  echo "the S3 stand-in serves 'server DIR' alone" >&2
  exit 2
fi
exec node -e '
const S3rver = require("s3rver");
const AWSAccount = require("s3rver/lib/models/account");
// s3rver knows one key pair; MinIO has the root user and the users minio-init makes. Every key
// is taken as that one account, so the root and the gateway both get in.
const known = AWSAccount.registry.get.bind(AWSAccount.registry);
AWSAccount.registry.get = (key) => known(key) || AWSAccount.DUMMY_ACCOUNT;
const server = new S3rver({
  address: "0.0.0.0",
  port: 9000,
  directory: process.argv[1],
  // Path-style requests alone, as the gateway sends them: by default s3rver takes a host name
  // such as minio for a bucket.
  vhostBuckets: false,
});
server.run().then(() => console.log("s3rver listening on :9000"));
process.on("SIGTERM", () => server.close().then(() => process.exit(0)));
' "$2"
EOF
cat >"$work/s3/mc" <<'EOF'
#!/bin/sh
# The mc subcommands the compose file uses. s3rver keeps no users or policies and takes any
# keys: `mc admin` has nothing to do there.
set -eu
alias_file() { echo "${TMPDIR:-/tmp}/mc-alias-$1"; }
case "$1 ${2:-}" in
  "ready local")
    exec node -e 'fetch("http://127.0.0.1:9000/").then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))'
    ;;
  "alias set") echo "$4" >"$(alias_file "$3")" ;;
  "mb --ignore-existing")
    target=${3%%/*}
    bucket=${3#*/}
    # 409: the bucket is there already.
    exec node -e '
fetch(process.argv[1], { method: "PUT" }).then((r) => {
  if (!r.ok && r.status !== 409) { console.error(`mc: PUT bucket: ${r.status}`); process.exit(1); }
  console.log(`Bucket ${process.argv[2]} ready`);
}, (error) => { console.error(error.message); process.exit(1); });
' "$(cat "$(alias_file "$target")")/$bucket" "$bucket"
    ;;
  "admin "*) echo "S3 stand-in: no users or policies, 'mc $*' skipped" >&2 ;;
  *)
    echo "S3 stand-in: mc $* is not served" >&2
    exit 2
    ;;
esac
EOF
chmod 755 "$work/s3/minio" "$work/s3/mc"
build s3 <<EOF
FROM ${images[node]}
RUN npm install --global --no-audit --no-fund s3rver@$S3RVER_VERSION && npm cache clean --force
ENV NODE_PATH=/usr/local/lib/node_modules
COPY minio mc /usr/local/bin/
ENTRYPOINT ["minio"]
EOF

# The maildev/maildev image's: web on 1080, SMTP on 1025, run as node.
build maildev <<EOF
FROM ${images[node]}
RUN npm install --global --no-audit --no-fund maildev@$MAILDEV_VERSION && npm cache clean --force
ENV MAILDEV_WEB_PORT=1080 MAILDEV_SMTP_PORT=1025
USER node
ENTRYPOINT ["maildev"]
EOF

cat <<EOF
export NODE_IMAGE=${images[node]}
export POSTGRES_IMAGE=${images[postgres]}
export REDIS_IMAGE=${images[redis]}
export NGINX_IMAGE=${images[nginx]}
export PROMETHEUS_IMAGE=${images[prometheus]}
export MINIO_IMAGE=${images[s3]}
export MC_IMAGE=${images[s3]}
export MAILDEV_IMAGE=${images[maildev]}
export BUILD_NETWORK=host
EOF
