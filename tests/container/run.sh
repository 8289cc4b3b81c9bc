#!/usr/bin/env bash
# npm run test:container — builds docker/Dockerfile and runs docker/compose.yml's two services as
# a user would, then checks them: health, sign-in with CSRF, an invoice created and confirmed,
# read back after the API container restarts, no warning at start-up, a non-root user. Installs
# Debian's docker.io when absent, starts dockerd when none runs (and stops only a dockerd it
# started), and leaves no container, network, volume or app image behind (the base images and
# the build cache stay, so a second run is quicker).
#
# Docker Hub is out of this CI's reach, so tests/container/stand-ins.sh builds local STAND-INS
# tagged as the base images the Dockerfile and compose.yml name (see there): the test runs on
# them, not on Docker Hub's images. A real image already present under the tag is used instead.
#
# Environment: NPM_REGISTRY and NPM_CA_FILE go to the build (default: npm's own registry and
# cafile, or NODE_EXTRA_CA_CERTS); KEEP_IMAGE=1 keeps the built image.
set -euo pipefail
cd "$(dirname "$0")/../.."
START=$(date +%s)
RUN_ID="ginuma-ctest-$$"
WORK="$(mktemp -d)"
IMAGE="$RUN_ID:latest"
MAX_IMAGE_MB=400
STARTED_DOCKERD=""
API="" DB="" MODE=""

log() { printf '[test:container %4ss] %s\n' "$(($(date +%s) - START))" "$*"; }
ok() { printf '  ok  %s\n' "$*"; }
die() { log "FAILED: $*"; exit 1; }

cleanup() {
  local rc=$?
  set +e
  if [[ -n "${DOCKER:-}" ]] && $DOCKER info >/dev/null 2>&1; then
    if [[ $rc -ne 0 && -n "$API" ]]; then
      log "API container's log (last 40 lines):"
      $DOCKER logs --tail 40 "$API" 2>&1 | sed 's/\x1b\[[0-9;]*m//g; s/^/    /'
    fi
    if [[ "$MODE" == compose ]]; then
      compose down --volumes --remove-orphans >/dev/null 2>&1
    fi
    for c in "$RUN_ID-api" "$RUN_ID-db"; do $DOCKER rm -f -v "$c" >/dev/null 2>&1; done
    $DOCKER network rm "$RUN_ID" >/dev/null 2>&1
    $DOCKER volume rm "$RUN_ID-db-data" "$RUN_ID-api-data" >/dev/null 2>&1
    [[ "${KEEP_IMAGE:-}" == 1 ]] || $DOCKER image rm "$IMAGE" >/dev/null 2>&1
  fi
  if [[ -n "$STARTED_DOCKERD" ]]; then
    kill -TERM "$STARTED_DOCKERD" 2>/dev/null
    for _ in $(seq 1 60); do kill -0 "$STARTED_DOCKERD" 2>/dev/null || break; sleep 0.5; done
    log "stopped the dockerd this test started"
  fi
  rm -rf "$WORK"
  if [[ $rc -eq 0 ]]; then log "PASSED in $(($(date +%s) - START)) s"; else log "FAILED (exit $rc)"; fi
  exit $rc
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# --- Docker: Debian's docker.io when absent, a daemon, a client that builds with BuildKit -------
if ! command -v dockerd >/dev/null 2>&1; then
  [[ $(id -u) == 0 ]] || die "docker.io is not installed and only root can install it"
  log "installing Debian's docker.io"
  export DEBIAN_FRONTEND=noninteractive NEEDRESTART_SUSPEND=1
  apt-get update -qq && apt-get install -y -qq docker.io >/dev/null
fi
DOCKER=docker
if ! docker buildx version >/dev/null 2>&1; then
  # Without the buildx plugin a Docker 23+ client builds with the legacy builder (no secrets);
  # Debian's 20.10 client has BuildKit built in.
  # (`docker version` exits 1 while no daemon runs, after printing the client's version.)
  if [[ -x /usr/bin/docker && "$(/usr/bin/docker version --format '{{.Client.Version}}' 2>/dev/null || true)" == 20.* ]]; then
    DOCKER=/usr/bin/docker
  else
    die "no docker client that builds with BuildKit (install docker-buildx, or Debian's docker.io)"
  fi
fi
export DOCKER DOCKER_BUILDKIT=1
if ! $DOCKER info >/dev/null 2>&1; then
  [[ $(id -u) == 0 ]] || die "no Docker daemon runs, and only root can start one"
  log "starting dockerd (log: $WORK/dockerd.log)"
  dockerd >"$WORK/dockerd.log" 2>&1 &
  STARTED_DOCKERD=$!
  for _ in $(seq 1 60); do $DOCKER info >/dev/null 2>&1 && break; kill -0 "$STARTED_DOCKERD" 2>/dev/null || break; sleep 1; done
  $DOCKER info >/dev/null 2>&1 || { tail -20 "$WORK/dockerd.log" >&2; die "dockerd did not start"; }
else
  log "using the Docker daemon already running"
fi
log "docker: client $($DOCKER version --format '{{.Client.Version}}'), daemon $($DOCKER version --format '{{.Server.Version}}')"

# --- Base images: the ones the Dockerfile and compose.yml name, as local stand-ins -----------
NODE_IMAGE="$(sed -nE 's/^ARG NODE_IMAGE=(.+)$/\1/p' docker/Dockerfile | head -1)"
RUNTIME_IMAGE="$(sed -nE 's/^ARG RUNTIME_IMAGE=(.+)$/\1/p' docker/Dockerfile | head -1)"
POSTGRES_IMAGE="$(sed -nE 's/^ *image: \$\{POSTGRES_IMAGE:-([^}]+)\}.*/\1/p' docker/compose.yml | head -1)"
[[ -n "$NODE_IMAGE" && -n "$RUNTIME_IMAGE" && -n "$POSTGRES_IMAGE" ]] || die "cannot read the base images from docker/Dockerfile and docker/compose.yml"
log "base images: $NODE_IMAGE, $RUNTIME_IMAGE and $POSTGRES_IMAGE — Docker Hub is out of reach here, so these are LOCAL STAND-INS, not Docker Hub's images:"
bash tests/container/stand-ins.sh "$NODE_IMAGE" "$RUNTIME_IMAGE" "$POSTGRES_IMAGE"

# --- The image, built as the README says, with this machine's npm registry and CA ----------------
NPM_REGISTRY="${NPM_REGISTRY:-$(npm config get registry 2>/dev/null || echo https://registry.npmjs.org/)}"
NPM_CA_FILE="${NPM_CA_FILE:-${NODE_EXTRA_CA_CERTS:-$(npm config get cafile 2>/dev/null || true)}}"
build_args=(--build-arg "NPM_REGISTRY=$NPM_REGISTRY")
if [[ -n "$NPM_CA_FILE" && "$NPM_CA_FILE" != null && -s "$NPM_CA_FILE" ]]; then
  build_args+=(--secret "id=npm_ca,src=$NPM_CA_FILE")
else
  NPM_CA_FILE="(none)"
fi
log "building $IMAGE (registry $NPM_REGISTRY, extra CA $NPM_CA_FILE)"
build_start=$(date +%s)
if ! $DOCKER build --progress=plain -f docker/Dockerfile "${build_args[@]}" -t "$IMAGE" . >"$WORK/build.log" 2>&1; then
  tail -40 "$WORK/build.log" >&2
  die "the image did not build"
fi
BUILD_SECONDS=$(($(date +%s) - build_start))
size=$($DOCKER image inspect -f '{{.Size}}' "$IMAGE")
SIZE_MB=$((size / 1000000))
ok "image built in ${BUILD_SECONDS} s: ${SIZE_MB} MB"
# A build served from the cache prints none of its steps' output: nothing to show, not a failure.
{ grep -E "native modules load|left out of the image" "$WORK/build.log" || echo "      build: every step came from the build cache"; } |
  sed -E 's/^#[0-9]+ [0-9.]+ /      build: /' | sort -u
[[ $SIZE_MB -le $MAX_IMAGE_MB ]] || die "the image is ${SIZE_MB} MB, over ${MAX_IMAGE_MB} MB"
ok "image size ${SIZE_MB} MB ≤ ${MAX_IMAGE_MB} MB"
user=$($DOCKER image inspect -f '{{.Config.User}}' "$IMAGE")
[[ -n "$user" && "$user" != root && "$user" != 0 ]] || die "the image runs as root"

# --- PostgreSQL and the API, as compose.yml runs them ---------------------------------------------
PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
BASE_URL="http://127.0.0.1:$PORT"
export POSTGRES_PASSWORD="$(node -p "require('crypto').randomBytes(18).toString('hex')")"
export APP_URL="$BASE_URL" COOKIE_SECURE=false PORT GINUMA_IMAGE="$IMAGE" POSTGRES_IMAGE
compose() { $DOCKER compose -p "$RUN_ID" -f docker/compose.yml "$@"; }

if docker compose version 2>/dev/null | grep -qE 'v?2\.'; then
  DOCKER=docker MODE=compose
  log "starting PostgreSQL and the API with docker compose (project $RUN_ID, port $PORT)"
  compose up -d --no-build --quiet-pull >/dev/null
  API=$(compose ps -q api) DB=$(compose ps -q db)
else
  MODE=run
  log "no Compose v2 here: starting compose.yml's two services with docker run (port $PORT)"
  $DOCKER network create "$RUN_ID" >/dev/null
  $DOCKER volume create "$RUN_ID-db-data" >/dev/null
  $DOCKER volume create "$RUN_ID-api-data" >/dev/null
  DB=$($DOCKER run -d --name "$RUN_ID-db" --network "$RUN_ID" --network-alias db --restart unless-stopped \
    -e POSTGRES_USER=ginuma -e POSTGRES_PASSWORD -e POSTGRES_DB=ginuma \
    -v "$RUN_ID-db-data:/var/lib/postgresql/data" \
    --health-cmd 'pg_isready -U ginuma -d ginuma' --health-interval 5s --health-timeout 5s --health-retries 20 \
    "$POSTGRES_IMAGE")
  for _ in $(seq 1 60); do
    [[ "$($DOCKER inspect -f '{{.State.Health.Status}}' "$DB")" == healthy ]] && break
    sleep 2
  done
  [[ "$($DOCKER inspect -f '{{.State.Health.Status}}' "$DB")" == healthy ]] || { $DOCKER logs "$DB" | tail -20; die "PostgreSQL never became healthy"; }
  API=$($DOCKER run -d --name "$RUN_ID-api" --network "$RUN_ID" --restart unless-stopped \
    -e "DATABASE_URL=postgres://ginuma:$POSTGRES_PASSWORD@db:5432/ginuma" -e APP_URL -e COOKIE_SECURE \
    -e TRUST_PROXY=false -e SESSION_SECRET= -e SEED_DEMO=false -e SMTP_URL= -e MAIL_FROM=no-reply@ginuma.local \
    -p "127.0.0.1:$PORT:3000" -v "$RUN_ID-api-data:/var/lib/ginuma" "$IMAGE")
fi

wait_healthy() {
  local status=""
  for _ in $(seq 1 90); do
    status=$($DOCKER inspect -f '{{.State.Health.Status}}' "$API")
    [[ "$status" == healthy ]] && return 0
    [[ "$($DOCKER inspect -f '{{.State.Running}}' "$API")" == true ]] || break
    sleep 2
  done
  die "the API did not become healthy (health: $status)"
}
started=$(date +%s)
wait_healthy
ok "API healthy (Docker's health check on /api/health) $(($(date +%s) - started)) s after it started"

plain_logs() { $DOCKER logs "$@" 2>&1 | sed 's/\x1b\[[0-9;]*m//g'; }
WARNING=' WARN |ERROR|Warning:|DeprecationWarning'
logs=$(plain_logs "$API")
grep -vE 'RouterExplorer|RoutesResolver|InstanceLoader' <<<"$logs" | sed 's/^/      start: /'
if grep -E "$WARNING" <<<"$logs"; then die "the API warned at start-up (above)"; fi
ok "no warning at start-up ($(wc -l <<<"$logs") log lines)"
grep -q 'Demo workspace' <<<"$logs" && die "a demo workspace was seeded by default"
ok "no demo workspace by default"

# --- As a user: sign in with CSRF, an invoice created and confirmed ------------------------------
node tests/container/check-api.mjs register "$BASE_URL" "$WORK/state.json"
# The operator's CLI, in the container: a new workspace has no plan, and the checks need one.
slug=$(node -p "require('$WORK/state.json').workspace.slug")
$DOCKER exec "$API" node scripts/run.js apps/api/src/cli/workspace.ts set "$slug" --plan 1 | sed 's/^/      cli: /'
ok "the workspace CLI runs in the container (plan 1 for $slug)"
node tests/container/check-api.mjs invoice "$BASE_URL" "$WORK/state.json"

# --- The container itself --------------------------------------------------------------------------
uid=$($DOCKER exec "$API" id -u)
[[ "$uid" != 0 ]] || die "the API runs as root"
ok "the API runs as uid $uid ($($DOCKER exec "$API" id -un)), not root"
$DOCKER exec "$API" sh -c 'touch /app/written 2>/dev/null' && die "/app is writable to the API's user"
ok "/app is read-only to it"
data=$($DOCKER exec "$API" sh -c 'cd /var/lib/ginuma && du -sk . | cut -f1; ls -A')
[[ $(head -1 <<<"$data") -lt 2048 ]] || die "the data volume holds $(head -1 <<<"$data") kB after one start: $(tail -n +2 <<<"$data" | tr '\n' ' ')"
ok "the data volume holds only data: $(tail -n +2 <<<"$data" | tr '\n' ' ')($(head -1 <<<"$data") kB)"
published=$($DOCKER port "$API" 3000/tcp)
[[ "$published" == 127.0.0.1:* ]] || die "port published on $published"
ok "port published on $published only"
[[ "$($DOCKER inspect -f '{{.HostConfig.RestartPolicy.Name}}' "$API")" == unless-stopped ]] || die "no restart policy"
ok "restart policy unless-stopped"

# --- Restart: SIGTERM honoured, data and sessions kept ---------------------------------------------
stop_start=$(date +%s)
$DOCKER stop -t 30 "$API" >/dev/null
code=$($DOCKER inspect -f '{{.State.ExitCode}}' "$API")
[[ "$code" == 0 ]] || die "the API exited $code on SIGTERM"
ok "the API stopped on SIGTERM in $(($(date +%s) - stop_start)) s, exit code 0"
$DOCKER start "$API" >/dev/null
started=$(date +%s)
wait_healthy
ok "healthy again $(($(date +%s) - started)) s after the restart"
node tests/container/check-api.mjs read "$BASE_URL" "$WORK/state.json"
if plain_logs --since "$(date -u -d "@$started" +%Y-%m-%dT%H:%M:%SZ)" "$API" | grep -E "$WARNING"; then die "the API warned on its restart"; fi
ok "no warning on the restart either"
log "figures: build ${BUILD_SECONDS} s, image ${SIZE_MB} MB, mode $MODE"
