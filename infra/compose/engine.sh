#!/usr/bin/env bash
# A Docker engine for the compose deployment on a machine that runs none (CI, a developer's):
#   eval "$(infra/compose/engine.sh start)"   # prints export DOCKER_HOST=...
#   infra/compose/engine.sh stop
#   infra/compose/engine.sh status          # prints the same when an engine answers, else fails
# For the engine it starts it also prints what selects BuildKit for builds.
# `start` uses an engine that already answers (DOCKER_HOST, or the default socket) and otherwise
# starts Debian's dockerd (installing docker.io and docker-compose when missing) with everything
# of its own under ENGINE_ROOT: images, volumes, its containerd and its socket. `stop` stops the
# engine it started and removes what that engine leaves behind on the machine: its bridges, its
# mounts, and iptables chains should an engine have made any.
#
# The engine makes no iptables rules and turns on no forwarding: its containers talk to each other
# on their bridges, the host reaches a published port through the engine's own proxy, and nothing
# in a container reaches beyond this machine. Images are built with `--network host`
# (BUILD_NETWORK=host), so builds need no route out of a bridge either.
set -euo pipefail

ENGINE_ROOT=${ENGINE_ROOT:-/var/lib/bytecraft-engine}
RUN_DIR=/run/bytecraft-engine
SOCKET=$RUN_DIR/docker.sock
PID_FILE=$RUN_DIR/dockerd.pid
LOG=$ENGINE_ROOT/dockerd.log

answers() { docker ${1:+-H "$1"} version --format '{{.Server.Version}}' >/dev/null 2>&1; }

# What builds on the engine this script starts need: BuildKit (the Dockerfiles' cache mounts).
# A Docker client of 23 or later builds with BuildKit through its buildx plugin and, without the
# plugin, falls back to the legacy builder; Debian's client, the engine's own, carries BuildKit
# itself, so it goes first on the PATH docker-compose finds `docker` on.
buildkit() {
  echo "export DOCKER_BUILDKIT=1"
  if ! docker buildx version >/dev/null 2>&1 && [ -x /usr/bin/docker ] &&
    [ "$(command -v docker)" != /usr/bin/docker ]; then
    mkdir -p "$RUN_DIR/bin"
    ln -sf /usr/bin/docker "$RUN_DIR/bin/docker"
    echo "export PATH=$RUN_DIR/bin:$PATH"
  fi
}

# The engine that answers: DOCKER_HOST's, or the one this script starts.
status() {
  local host
  for host in ${DOCKER_HOST:-} "unix://$SOCKET"; do
    if answers "$host"; then
      echo "export DOCKER_HOST=$host"
      [ "$host" != "unix://$SOCKET" ] || buildkit
      return
    fi
  done
  return 1
}

start() {
  status && return
  local missing=()
  command -v dockerd >/dev/null 2>&1 || missing+=(docker.io)
  command -v docker-compose >/dev/null 2>&1 || missing+=(docker-compose)
  if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing ${missing[*]} from Debian" >&2
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      "${missing[@]}" >&2
  fi
  mkdir -p "$ENGINE_ROOT" "$RUN_DIR"
  # Niced: its image builds inherit the priority, and test suites share the machine's cores.
  nice -n 10 dockerd \
    --data-root "$ENGINE_ROOT/data" \
    --exec-root "$RUN_DIR/exec" \
    --pidfile "$PID_FILE" \
    --host "unix://$SOCKET" \
    --iptables=false --ip-forward=false --ip-masq=false \
    --storage-driver overlay2 \
    >"$LOG" 2>&1 &
  for _ in $(seq 1 60); do
    if answers "unix://$SOCKET"; then
      echo "export DOCKER_HOST=unix://$SOCKET"
      buildkit
      return
    fi
    sleep 1
  done
  echo "dockerd did not answer on $SOCKET within 60 s; its log, $LOG:" >&2
  tail -20 "$LOG" >&2
  exit 1
}

stop() {
  if [ -f "$PID_FILE" ]; then
    local pid
    pid=$(cat "$PID_FILE")
    if kill "$pid" 2>/dev/null; then
      for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
      # An engine that has not stopped within its grace would hold the mounts removed below.
      if kill -9 "$pid" 2>/dev/null; then
        for _ in $(seq 1 10); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
      fi
    fi
    rm -f "$PID_FILE"
  fi
  # The default bridge outlives the engine, and a network's bridge outlives an engine killed
  # before it removed the network.
  local bridge
  for bridge in $(ip -o link show type bridge | awk -F': ' '{ sub(/@.*/, "", $2); print $2 }'); do
    case $bridge in docker0 | br-*) ip link delete "$bridge" ;; esac
  done
  local table chain
  for table in filter nat; do
    # Rules that jump to the engine's chains first: a chain still referenced cannot be deleted.
    iptables -t "$table" -S | sed -n 's/^-A\(.* -j DOCKER.*\)/-D\1/p' |
      while read -r rule; do eval "iptables -t $table $rule"; done
    for chain in $(iptables -t "$table" -S | awk '/^-N DOCKER/ { print $2 }'); do
      iptables -t "$table" -F "$chain"
    done
    for chain in $(iptables -t "$table" -S | awk '/^-N DOCKER/ { print $2 }'); do
      iptables -t "$table" -X "$chain"
    done
  done
  # Its network namespace files stay mounted after it exits, and so does the bind mount it makes of
  # its data folder (to share mounts with its containers) when it is stopped before it undid it.
  awk -v run="$RUN_DIR/" -v data="$ENGINE_ROOT/" 'index($2, run) == 1 || index($2, data) == 1 { print $2 }' \
    /proc/mounts | sort -r | xargs -r -n1 umount
  rm -rf "$RUN_DIR"
}

case ${1:-} in
  start) start ;;
  stop) stop ;;
  status) status ;;
  *)
    echo "usage: $0 start|stop|status" >&2
    exit 2
    ;;
esac
