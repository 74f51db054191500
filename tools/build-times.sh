#!/usr/bin/env bash
# Build times on a clean clone, as issue 35 asks: the README's first command (`swift run mcag audit
# Examples/Snapshots/shop.json`, which builds the command first) and a consumer package's first build
# of the MCAGRules library (a package with one target that imports MCAGRules, by path).
# Usage: tools/build-times.sh REPO COMMIT...   (prints one line per commit and measurement; wall seconds)
set -euo pipefail
repo=$(cd "$1" && pwd); shift
export PATH="/opt/swift/usr/bin:$PATH"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for commit in "$@"; do
  clone="$work/mcag-$commit"
  git clone -q "$repo" "$clone"
  git -C "$clone" checkout -q "$commit"
  start=$(date +%s.%N)
  (cd "$clone" && swift run mcag audit Examples/Snapshots/shop.json > /dev/null 2>&1) || true   # exits 1: violations
  end=$(date +%s.%N)
  printf '%s\treadme-first-command\t%.1f s\n' "$commit" "$(echo "$end - $start" | bc)"
  consumer="$work/consumer-$commit"
  mkdir -p "$consumer/Sources/Consumer"
  cat > "$consumer/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "Consumer",
    dependencies: [.package(path: "$clone")],
    targets: [.target(name: "Consumer", dependencies: [.product(name: "MCAGRules", package: "$(basename "$clone")")])]
)
SWIFT
  printf 'import MCAGRules\n\npublic let catalogSize = Catalog.standard.criteria.count\n' > "$consumer/Sources/Consumer/Consumer.swift"
  start=$(date +%s.%N)
  (cd "$consumer" && swift build > "$work/consumer-$commit.log" 2>&1) || { echo "$commit: consumer build failed"; tail -20 "$work/consumer-$commit.log"; }
  end=$(date +%s.%N)
  printf '%s\tconsumer-first-build-of-MCAGRules\t%.1f s\n' "$commit" "$(echo "$end - $start" | bc)"
done
