#!/usr/bin/env bash
# Counts the repeated code of the front end as the redesign measures it: `duplicates` over
# apps/storefront/src and packages/ui/src without stories, tests, fixtures, mocks and story helpers.
# Usage: scripts/frontend-duplicates.sh [--most N]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
for dir in apps/storefront/src packages/ui/src; do
  (cd "$root/$dir" && find . -type f \( -name '*.ts' -o -name '*.tsx' \) ! -name '*.stories.tsx' \
    ! -name '*.test.ts' ! -name '*.test.tsx' ! -name '*.fixtures.ts' ! -path '*/mocks/*' \
    ! -path '*/storyHelpers/*' ! -name 'storySupport.tsx' ! -name '*StoryRouter.tsx') |
    while read -r file; do
      mkdir -p "$copy/$dir/$(dirname "$file")"
      cp "$root/$dir/$file" "$copy/$dir/$file"
    done
done
cd "$copy" && duplicates --seconds 60 "$@"
