#!/usr/bin/env bash
# Validates the compose file without a Docker engine: docker-compose.yml, or the file given as
# the first argument (its test hands it broken copies). The file must resolve, refuse to resolve
# without each of its secrets, reach the gateway only through nginx, and grant least privilege:
# - each app connects to PostgreSQL as a role of its own (postgres-init makes it), never as the
#   superuser nor with its password;
# - Redis asks for a password, and every REDIS_URL and the health check give it;
# - nothing but the site's nginx is published beyond 127.0.0.1;
# - every image, in the file and in the FROM lines of the Dockerfiles it builds, names a version;
# - the object store's root keys stay with MinIO and minio-init, and the gateway alone holds
#   object-store keys (its own user's), after minio-init has made that user.
# Relative paths in the file are the repository's, wherever the file is.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
compose_file=$(realpath "${1:-$root/docker-compose.yml}")
cd "$root"

if ! command -v docker-compose >/dev/null 2>&1; then
  echo "docker-compose is missing: apt-get install -y docker-compose" >&2
  exit 1
fi

# A developer's .env must not fill in what these checks leave out.
empty_env=$(mktemp)
compose() {
  docker-compose --env-file "$empty_env" --project-directory "$root" -f "$compose_file" "$@"
}

SECRETS=(
  POSTGRES_PASSWORD
  GATEWAY_DB_PASSWORD LEAD_DB_PASSWORD RECRUITING_DB_PASSWORD NEWSLETTER_DB_PASSWORD
  NOTIFICATION_DB_PASSWORD
  REDIS_PASSWORD
  MINIO_ROOT_USER MINIO_ROOT_PASSWORD S3_ACCESS_KEY S3_SECRET_KEY
  INBOUND_S3_ACCESS_KEY INBOUND_S3_SECRET_KEY
  ADMIN_PASSWORD STAFF_TOTP_KEY PERSON_HASH_KEY MAIL_LINK_KEY
)
# Each secret a value of its own, so the checks can tell whose secret a setting holds.
secret_env=()
for name in "${SECRETS[@]}"; do secret_env+=("$name=compose-check-$name"); done

# The resolved file, checked first: a broken copy fails here, before the slower loop below.
resolved=$(mktemp)
trap 'rm -f "$empty_env" "$resolved"' EXIT
(export "${secret_env[@]}" && compose config) >"$resolved"
python3 - "$resolved" "$compose_file" <<'PY'
import json, os, re, shlex, sys, yaml
from urllib.parse import urlsplit

with open(sys.argv[1]) as resolved:
    config = yaml.safe_load(resolved)
services = config["services"]
secret = lambda name: f"compose-check-{name}"
SITE = "frontend"  # nginx serving the site and the API: the one way in
STORE_ADMINS = {"minio", "minio-init"}  # the only holders of the object store root keys
STORE_USERS = {"gateway", "notification"}  # the services that read or write the bucket
LOOPBACK = {"127.0.0.1", "::1", "[::1]", "localhost"}
problems = []

def env(service):
    return {key: str(value) for key, value in (services[service].get("environment") or {}).items()}

def waits_for(service, one_shot):
    condition = (services[service].get("depends_on") or {}).get(one_shot, {}).get("condition")
    return condition == "service_completed_successfully"

# The gateway: reachable only through nginx, trusting exactly that one proxy.
gateway = services["gateway"]
if gateway.get("ports"):
    problems.append("gateway: publishes a port, so clients could bypass nginx")
if env("gateway").get("TRUST_PROXY", "").lower() in ("", "true"):
    problems.append("gateway: must trust exactly its proxy (TRUST_PROXY: a hop count or addresses)")

# No secret with a default.
for name in services:
    for key, value in env(name).items():
        if any(word in key for word in ("PASSWORD", "SECRET", "ACCESS_KEY", "DATABASE_URL")):
            if "compose-check-" not in value:
                problems.append(f"{name}: {key} does not come from the required secrets")

# PostgreSQL: each app its own role, owner of its own database, made by postgres-init.
superuser = env("postgres").get("POSTGRES_USER", "postgres")
roles = set((services.get("postgres-init") or {}).get("command") or [])
role_of = {}
for name in services:
    url = env(name).get("DATABASE_URL")
    if not url:
        continue
    parts = urlsplit(url)
    role, database = parts.username, parts.path.lstrip("/")
    if role == superuser:
        problems.append(f"{name}: DATABASE_URL connects as the superuser {superuser}; give it a role of its own (postgres-init)")
    elif role != database or role not in roles:
        problems.append(f"{name}: DATABASE_URL connects as {role}, not the owner of {database} that postgres-init makes")
    if parts.password == secret("POSTGRES_PASSWORD"):
        problems.append(f"{name}: DATABASE_URL holds the superuser password")
    if role in role_of:
        problems.append(f"{name}: shares the database role {role} with {role_of[role]}")
    role_of[role] = name
    if not waits_for(name, "postgres-init"):
        problems.append(f"{name}: does not wait for postgres-init to complete successfully")

# Redis: the server asks for the password, and every client gives it.
redis = services["redis"]
command = redis.get("command") or []
command = shlex.split(command) if isinstance(command, str) else [str(part) for part in command]
password = command[command.index("--requirepass") + 1] if "--requirepass" in command[:-1] else ""
if not password:
    problems.append("redis: the server runs without a password (--requirepass)")
elif password != secret("REDIS_PASSWORD"):
    problems.append("redis: --requirepass does not come from REDIS_PASSWORD")
elif env("redis").get("REDISCLI_AUTH") != password:
    problems.append("redis: the health check gives no password (REDISCLI_AUTH)")
for name in services:
    url = env(name).get("REDIS_URL")
    if url is None:
        continue
    given = urlsplit(url).password
    if not given:
        problems.append(f"{name}: REDIS_URL has no password")
    elif given != password:
        problems.append(f"{name}: REDIS_URL gives a password that is not the server one")

# Published ports: the site alone beyond this host.
for name, service in services.items():
    for port in service.get("ports") or []:
        if isinstance(port, dict):
            host_ip, published = port.get("host_ip", ""), port.get("published", "a random port")
        else:
            # host_ip:published:target, published:target, or a target alone (a random port).
            match = re.fullmatch(r"(?:(.*):)?([\d-]+):([\d-]+(?:/\w+)?)", str(port))
            host_ip, published = (match[1] or "", match[2]) if match else ("", "a random port")
        if name != SITE and host_ip not in LOOPBACK:
            problems.append(f"{name}: publishes port {published} on every interface; bind it to 127.0.0.1 (\"127.0.0.1:{published}:...\")")

# Images: a version, never :latest, no tag or a major version alone (a digest pins any tag).
def floating(image):
    if "@sha256:" in image:
        return None
    last = image.rsplit("/", 1)[-1]
    tag = last.split(":", 1)[1] if ":" in last else ""
    if not tag:
        return "has no tag"
    if tag == "latest":
        return "floats on :latest"
    if re.fullmatch(r"v?\d+(-.*)?", tag):
        return "names a major version alone"
    return None

def uncopied(context, dockerfile):
    """Files a workspace's build script reads from outside its folder that the Dockerfile never
    copies in: the build would fail inside the image alone."""
    text = re.sub(r"\\\n", " ", open(dockerfile).read())
    copied = [source.rstrip("/") for line in re.findall(r"^\s*COPY\s+(?!--from)(.*)$", text, re.M | re.I)
              for source in line.split()[:-1] if not source.startswith("--")]
    with open(os.path.join(context, "package.json")) as root_manifest:
        folders = json.load(root_manifest)["workspaces"]
    names = {}
    for folder in folders:
        with open(os.path.join(context, folder, "package.json")) as manifest:
            names[json.load(manifest)["name"]] = folder
    for run in re.findall(r"^\s*RUN\s+(.*)$", text, re.M | re.I):
        for step in run.split("&&"):
            if "npm run build" not in step:
                continue
            for workspace in re.findall(r"-w\s+(\S+)", step):
                folder = names.get(workspace, workspace)
                if folder not in folders:
                    continue
                with open(os.path.join(context, folder, "package.json")) as manifest:
                    script = json.load(manifest).get("scripts", {}).get("build", "")
                for reference in re.findall(r"(?:\.\./)+[\w./-]+", script):
                    path = os.path.normpath(os.path.join(folder, reference))
                    if not any(source in (".", path) or path.startswith(source + "/") for source in copied):
                        yield f"builds {folder}, whose build reads {path}, which it does not COPY"

for name, service in services.items():
    image = service.get("image")
    if image and (why := floating(image)):
        problems.append(f"{name}: image {image} {why}; pin a version")
    build = service.get("build")
    if not build:
        continue
    dockerfile = os.path.join(build["context"], build.get("dockerfile", "Dockerfile"))
    if not os.path.isfile(dockerfile):
        problems.append(f"{name}: missing {dockerfile}")
        continue
    stages = set()
    # A FROM may name its image by a build argument: what it builds from is the value compose
    # passes, else the ARG's default.
    build_args = {}
    for line in open(dockerfile):
        arg = re.match(r"\s*ARG\s+(\w+)(?:=(\S*))?", line, re.I)
        if arg:
            passed = (build.get("args") or {}).get(arg[1])
            build_args[arg[1]] = str(passed) if passed is not None else arg[2] or ""
            continue
        match = re.match(r"\s*FROM\s+(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?", line, re.I)
        if not match:
            continue
        image, stage = match.groups()
        image = re.sub(r"\$\{?(\w+)\}?", lambda ref: build_args.get(ref[1], ""), image)
        if image.lower() not in stages and image != "scratch" and (why := floating(image)):
            problems.append(f"{name}: {os.path.relpath(dockerfile)} builds FROM {image}, which {why}; pin a version")
        if stage:
            stages.add(stage.lower())
    problems.extend(f"{name}: {os.path.relpath(dockerfile)} {problem}" for problem in uncopied(build["context"], dockerfile))

# The object store: root keys with MinIO and minio-init alone, bucket keys with the gateway alone.
minio = env("minio")
root_keys = {minio.get("MINIO_ROOT_USER"), minio.get("MINIO_ROOT_PASSWORD")} - {None, ""}
for name in services:
    if name in STORE_ADMINS:
        continue
    for key, value in env(name).items():
        if any(root_key in value for root_key in root_keys):
            problems.append(f"{name}: {key} holds the object store root keys; give it a user of its own (minio-init)")
    store_keys = sorted(key for key in env(name) if key.startswith("S3_"))
    if store_keys and name not in STORE_USERS:
        problems.append(f"{name}: holds object-store settings it does not use ({', '.join(store_keys)})")
if not waits_for("gateway", "minio-init"):
    problems.append("gateway: does not wait for minio-init to complete successfully")

if problems:
    sys.exit(f"{sys.argv[2]}:\n" + "\n".join(f"  {problem}" for problem in problems))
PY

# It refuses to resolve without each secret, and says which one.
for missing in "${SECRETS[@]}"; do
  others=()
  for entry in "${secret_env[@]}"; do [[ $entry == "$missing="* ]] || others+=("$entry"); done
  if output=$(export "${others[@]}" && unset "$missing" && compose config -q 2>&1); then
    echo "$compose_file resolves without $missing; it must refuse to (\${$missing:?...})" >&2
    exit 1
  fi
  grep -q "set $missing" <<<"$output" || {
    echo "Without $missing, $compose_file fails for another reason:" >&2
    echo "$output" >&2
    exit 1
  }
done

echo "$compose_file is valid"
