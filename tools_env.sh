# Shared set-up for ./play, ./test and ./build: a .venv with the pinned requirements.
# Sourced, not run. Reinstalls only when a requirements file changed.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
VENV="$ROOT/.venv"
ensure_venv() {
  local req="$1"
  local py="${PYTHON:-python3}"
  if ! command -v "$py" >/dev/null 2>&1; then
    echo "Tableforge needs python3 (3.11 or newer) on the PATH." >&2; exit 1
  fi
  if ! "$py" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)'; then
    echo "Tableforge needs Python 3.11 or newer; $("$py" --version) found." >&2; exit 1
  fi
  if [ ! -x "$VENV/bin/python" ]; then
    echo "Creating $VENV ..." >&2
    "$py" -m venv "$VENV"
  fi
  local stamp="$VENV/.stamp-$(basename "$req")"
  local want
  want="$(cat "$ROOT"/requirements*.txt | sha256sum | cut -c1-16)"
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    echo "Installing $(basename "$req") into .venv ..." >&2
    "$VENV/bin/python" -m pip install --disable-pip-version-check -q -r "$ROOT/$req"
    echo "$want" > "$stamp"
  fi
}
