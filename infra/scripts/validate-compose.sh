#!/usr/bin/env bash
# Validates docker-compose.yml without a Docker engine, and checks that every Dockerfile it
# names exists.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v docker-compose >/dev/null 2>&1; then
  echo "docker-compose is missing: apt-get install -y docker-compose" >&2
  exit 1
fi
docker-compose -f docker-compose.yml config -q
for dockerfile in $(grep -E '^\s+dockerfile:' docker-compose.yml | awk '{print $2}'); do
  [ -f "$dockerfile" ] || { echo "Missing $dockerfile" >&2; exit 1; }
done
echo "docker-compose.yml is valid"
