#!/usr/bin/env bash
# Local STAND-INS for the base images docker/Dockerfile and docker/compose.yml name, for a
# machine that cannot reach Docker Hub. They are not Docker Hub's images:
#   <node image>      Debian bookworm from debootstrap (minbase) + this machine's Node.js and npm,
#                     laid out as the node image has them (/usr/local/bin, lib/node_modules, include)
#   <debian image>    that Debian alone, trimmed as Debian's slim images are (no locales, docs, man)
#   <postgres image>  the same Debian + Debian's PostgreSQL 15 and an entry point for POSTGRES_*
# An image already present under a tag is kept: a stand-in of the same Node version is reused
# (so repeated runs are fast), a real image is used as it is. A stand-in of another Node version
# is rebuilt.
# usage: stand-ins.sh <node image> <debian image> <postgres image>   (DOCKER: the docker client)
set -euo pipefail
NODE_IMAGE="$1"
DEBIAN_IMAGE="$2"
POSTGRES_IMAGE="$3"
DOCKER="${DOCKER:-docker}"
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE=ginuma-stand-in/debian:bookworm-slim
LABEL=org.ginuma.stand-in
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
NODE_VERSION="$(node -p process.version)"

say() { printf '  stand-in: %s\n' "$*"; }
label_of() { "$DOCKER" image inspect -f "{{index .Config.Labels \"$LABEL\"}}" "$1" 2>/dev/null || true; }
present() { "$DOCKER" image inspect "$1" >/dev/null 2>&1; }

# An image tag's version must be this machine's Node (node:20.20-… wants v20.20.x).
wanted="$(sed -nE 's/^node:([0-9]+(\.[0-9]+)*).*/\1/p' <<<"${NODE_IMAGE#*/}")"
if [[ -n "$wanted" && "$NODE_VERSION" != "v$wanted" && "$NODE_VERSION" != "v$wanted."* ]]; then
  echo "stand-ins: $NODE_IMAGE wants Node $wanted and this machine has $NODE_VERSION" >&2
  exit 1
fi

# Whether IMAGE still has to be made: not when our stand-in of it is there already (its label
# matches PATTERN) or a real image of that name is (it has no stand-in label).
needs_stand_in() {
  local image=$1 pattern=$2 label
  label=$(label_of "$image")
  # shellcheck disable=SC2053 # the pattern is a glob on purpose
  if [[ -n "$label" && "$label" == $pattern ]]; then
    say "$image: reusing the stand-in ($label)"
    return 1
  fi
  if [[ -z "$label" ]] && present "$image"; then
    say "$image: a real image is present, used as it is"
    return 1
  fi
  return 0
}

base_image() {
  if [[ "$(label_of "$BASE")" == debootstrap* ]]; then return; fi
  command -v debootstrap >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive NEEDRESTART_SUSPEND=1 apt-get install -y -qq debootstrap >/dev/null; }
  root=""
  root="$(mktemp -d /var/tmp/ginuma-stand-in.XXXXXX)"
  chmod 755 "$root" # it becomes the image's /
  trap 'rm -rf "${root:-}" "${root:-}.log"' EXIT
  say "debootstrap --variant=minbase bookworm from $MIRROR (once; kept as $BASE)"
  debootstrap --variant=minbase bookworm "$root" "$MIRROR" >"$root.log" 2>&1 || { tail -20 "$root.log" >&2; exit 1; }
  # The suites a Debian image lists, and no apt lists, logs or docs in the image.
  rm -f "$root/etc/apt/sources.list"
  cat >"$root/etc/apt/sources.list.d/debian.sources" <<SOURCES
Types: deb
URIs: $MIRROR
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: ${MIRROR%/debian}/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
  # What Debian's slim images leave out (their dpkg path-excludes), so later packages skip it too.
  cat >"$root/etc/dpkg/dpkg.cfg.d/slim" <<'EXCLUDES'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
path-exclude /usr/share/lintian/*
EXCLUDES
  find "$root/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
  find "$root/usr/share/locale" -mindepth 1 -maxdepth 1 -not -name locale.alias -exec rm -rf {} +
  rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb "$root"/var/log/* \
    "$root"/usr/share/man/* "$root"/usr/share/info/* "$root"/usr/share/lintian/*
  tar -C "$root" -c . | "$DOCKER" import \
    --change "LABEL $LABEL=\"debootstrap bookworm minbase, slim, $(date -u +%F)\"" \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["bash"]' - "$BASE" >/dev/null
  rm -rf "$root" "$root.log"
}

if needs_stand_in "$DEBIAN_IMAGE" "debootstrap*"; then
  base_image
  say "$DEBIAN_IMAGE: tagging the STAND-IN $BASE (debootstrap bookworm, trimmed like a slim image)"
  "$DOCKER" tag "$BASE" "$DEBIAN_IMAGE"
fi

if needs_stand_in "$NODE_IMAGE" "*node $NODE_VERSION*"; then
  base_image
  say "$NODE_IMAGE: building a STAND-IN from $BASE + this machine's Node.js $NODE_VERSION"
  context="$(mktemp -d)"
  node_bin="$(readlink -f "$(command -v node)")"
  npm_dir="$(npm root -g)/npm"
  node_include="$(dirname "$(dirname "$node_bin")")/include/node"
  mkdir -p "$context/usr/local/bin" "$context/usr/local/lib/node_modules" "$context/usr/local/include"
  cp "$node_bin" "$context/usr/local/bin/node"
  cp -a "$npm_dir" "$context/usr/local/lib/node_modules/npm"
  [[ -d "$node_include" ]] && cp -a "$node_include" "$context/usr/local/include/node"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$context/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$context/usr/local/bin/npx"
  cat >"$context/Dockerfile" <<DOCKERFILE
FROM $BASE
COPY usr /usr
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node --version && npm --version
LABEL $LABEL="debootstrap bookworm + node $NODE_VERSION, npm $(npm --version) of this machine"
ENV NODE_VERSION=${NODE_VERSION#v}
CMD ["node"]
DOCKERFILE
  "$DOCKER" build -q -t "$NODE_IMAGE" "$context" >/dev/null
  rm -rf "$context"
fi

if needs_stand_in "$POSTGRES_IMAGE" "*postgresql-15*"; then
  base_image
  say "$POSTGRES_IMAGE: building a STAND-IN from $BASE + Debian's PostgreSQL 15"
  "$DOCKER" build -q --build-arg "BASE=$BASE" --label "$LABEL=debootstrap bookworm + Debian postgresql-15" \
    -t "$POSTGRES_IMAGE" "$HERE/postgres-stand-in" >/dev/null
fi
