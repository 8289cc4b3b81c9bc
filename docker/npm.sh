#!/bin/sh
# npm in the image build: trusts the extra CA bundle when one is given (the `npm_ca` build secret),
# and fails when npm leaves the tree incomplete (`npm.sh ls [--omit=dev]` only checks it). npm can print "Exit handler never called!" and
# exit 0 (seen with an untrusted registry certificate); `npm ls` then finds what is missing.
set -eu
if [ -s /run/secrets/npm_ca ]; then
  export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca
fi
if [ "$1" != ls ]; then npm "$@" --no-audit --no-fund --loglevel=error; fi
omit=""
case " $* " in *" --omit=dev "*) omit=--omit=dev ;; esac
if ! npm ls --all $omit >/dev/null 2>/tmp/npm-ls.err; then
  cat /tmp/npm-ls.err >&2
  echo "npm $*: node_modules is incomplete (see above); stopping the build." >&2
  exit 1
fi
