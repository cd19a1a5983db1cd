#!/usr/bin/env bash
# The compose deployment's images, built on the engine of infra/compose/engine.sh from the
# stand-ins of infra/compose/standins.sh, and printed as the variables that boot them:
#   eval "$(infra/compose/build-images.sh)" && docker-compose --env-file .env up -d --no-build
# `npm run test:compose-up` builds its images with it; CI also runs it beside the suites, so
# the images are ready (and the test's own build finds them all cached) when the test starts.
# An engine it starts it stops again; images stay in the engine's folder.
set -euo pipefail
cd "$(dirname "$0")/../.."

engine_was_up=yes
bash infra/compose/engine.sh status >/dev/null 2>&1 || engine_was_up=no
eval "$(bash infra/compose/engine.sh start)"
[ "$engine_was_up" = yes ] || trap 'bash infra/compose/engine.sh stop' EXIT
standins=$(bash infra/compose/standins.sh)
eval "$standins"
export COMPOSE_PROJECT_NAME=${COMPOSE_PROJECT_NAME:-bytecraft-compose-up}

# The compose file refuses to resolve without its secrets; no image is built from them.
for name in $(grep -o '\${[A-Z0-9_]*:?' docker-compose.yml | tr -d '${:?' | sort -u); do
  export "$name=${!name:-unused-by-the-build}"
done
since=$SECONDS
# Side by side: BuildKit builds once what the images share.
docker-compose build --parallel >&2
echo "Images built in $((SECONDS - since)) s" >&2

echo "$standins"
echo "export COMPOSE_PROJECT_NAME=$COMPOSE_PROJECT_NAME"
