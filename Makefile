# The two entry points of the README: `make play` and `make test`. Each installs what it
# needs on a fresh machine first (a Rust toolchain with cargo is expected to be there).

SEED ?= 1
CARGO ?= cargo
SHELL := bash

.PHONY: play test deps lint bench

# Plays one full Eredan game between two random players and narrates every event.
play:
	$(CARGO) run --release --bin arbiter -- play --seed $(SEED)

# Every test: formatting, lints, unit, integration, property, golden and CLI tests.
test: deps lint
	@mkdir -p target
	set -o pipefail; $(CARGO) test --all-targets 2>&1 | tee target/test.log
	@awk '/^test result:/ { p += $$4; f += $$6 } END { printf "tests: %d passed, %d failed\n", p, f }' target/test.log

deps:
	@command -v cargo >/dev/null || { echo "cargo is required (rustup)"; exit 1; }
	$(CARGO) fetch

lint:
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --all-targets -- -D warnings

# Native throughput: full random games per second and turns per second.
bench:
	$(CARGO) bench --bench games
