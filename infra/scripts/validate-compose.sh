#!/usr/bin/env bash
# Validates docker-compose.yml without a Docker engine, and checks that every Dockerfile it
# names exists, that it refuses to start without each of its secrets, and that the gateway is
# reachable only through nginx.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v docker-compose >/dev/null 2>&1; then
  echo "docker-compose is missing: apt-get install -y docker-compose" >&2
  exit 1
fi

# A developer's .env must not fill in what these checks leave out.
empty_env=$(mktemp)
trap 'rm -f "$empty_env"' EXIT

SECRETS=(POSTGRES_PASSWORD S3_ACCESS_KEY S3_SECRET_KEY ADMIN_PASSWORD)
secret_env=()
for name in "${SECRETS[@]}"; do secret_env+=("$name=compose-check-$name"); done

env "${secret_env[@]}" docker-compose --env-file "$empty_env" -f docker-compose.yml config -q

for missing in "${SECRETS[@]}"; do
  others=()
  for entry in "${secret_env[@]}"; do [[ $entry == "$missing="* ]] || others+=("$entry"); done
  if output=$(env -u "$missing" "${others[@]}" docker-compose --env-file "$empty_env" -f docker-compose.yml config -q 2>&1); then
    echo "docker-compose.yml resolves without $missing; it must refuse to (\${$missing:?...})" >&2
    exit 1
  fi
  grep -q "set $missing" <<<"$output" || {
    echo "Without $missing, docker-compose.yml fails for another reason:" >&2
    echo "$output" >&2
    exit 1
  }
done

# The resolved file: no secret with a default, the gateway unpublished and trusting a hop count
# or addresses, never every proxy.
env "${secret_env[@]}" docker-compose --env-file "$empty_env" -f docker-compose.yml config |
  python3 -c '
import sys, yaml
config = yaml.safe_load(sys.stdin)
gateway = config["services"]["gateway"]
problems = []
if gateway.get("ports"):
    problems.append("the gateway publishes a port: clients could bypass nginx")
if str(gateway["environment"].get("TRUST_PROXY", "")).lower() in ("", "true"):
    problems.append("the gateway must trust exactly its proxy (TRUST_PROXY: a hop count or addresses)")
for name, service in config["services"].items():
    for key, value in (service.get("environment") or {}).items():
        secret = any(word in key for word in ("PASSWORD", "SECRET", "ACCESS_KEY", "DATABASE_URL"))
        if secret and "compose-check-" not in str(value):
            problems.append(f"{name}: {key} does not come from the required secrets")
if problems:
    sys.exit("docker-compose.yml: " + "; ".join(problems))
'

for dockerfile in $(grep -E '^\s+dockerfile:' docker-compose.yml | awk '{print $2}'); do
  [ -f "$dockerfile" ] || { echo "Missing $dockerfile" >&2; exit 1; }
done
echo "docker-compose.yml is valid"
