# The two entry points of the README: `make play` and `make test`. Each first installs what it
# needs on a fresh machine (a Rust toolchain with cargo, Node 20+ and npm are expected).

SEED ?= 1
CARGO ?= cargo
SHELL := bash
WASM_TARGET := wasm32-unknown-unknown
# The rulesets (Cargo features) that get a .wasm of their own in the npm package: every one,
# read from Cargo.toml's feature `rulesets`.
PKG_RULESETS := $(shell sed -n 's/^rulesets = \[\(.*\)\]/\1/p' Cargo.toml | tr -d '",')
# The wasm-bindgen CLI must be exactly the version Cargo.toml pins.
WASM_BINDGEN_VERSION := $(shell sed -n 's/^wasm-bindgen = "=\(.*\)"/\1/p' Cargo.toml)
CHROMEDRIVER ?= /usr/bin/chromedriver

.PHONY: play play-cli www server test deps wasm-deps browser-deps npm-deps lint pkg pkg-whole pkg-rulesets pkg-js-values pkg-js-values-whole pkg-js-values-rulesets lint-native lint-wasm api-docs rust-tests wasm-tests js-tests e2e-tests bench bench-wasm \
  fuzz-deps fuzz-build fuzz-tests fuzz fuzz-corpus

# The main job: builds the pages and `arbiter serve`, then serves the pages and online play on
# http://localhost:8000 (PORT=... to change; the tables kept in target/arbiter.db).
PORT ?= 8000
play: www server
	target/release/arbiter serve --static www/dist --database sqlite:target/arbiter.db --port $(PORT)

# One full Eredan game between two random players in the terminal, every event narrated.
play-cli:
	$(CARGO) run --release --bin arbiter -- play --seed $(SEED)

# `arbiter serve` (and the rest of the command line): the release binary, target/release/arbiter.
# SERVER_FLAGS: more targets of the same build; `make test` gives `--tests`, so that the binary
# is the one `rust-tests` built. Targets that need the dev-dependencies turn on more features of
# shared crates (serde's alloc, regex's unicode...): without them the crate was compiled again
# after the tests (and, on a fresh machine, every crate above serde).
server:
	$(CARGO) build --release --bin arbiter $(SERVER_FLAGS)

# The static site (www/) into www/dist, using the npm package as a consumer would.
www: npm-deps pkg
	node_modules/.bin/tsc -p www
	node www/build.mjs

# Every test: formatting, lints, native Rust tests, the .wasm in Node and headless Chromium,
# the npm package from JS, and the page end to end; ends with one "tests: N passed, M failed"
# line.
# Each stage is timed; the times are printed at the end (and kept in target/test-times.log).
# The first stage that fails stops the run.
TEST_STAGES := deps lint www rust-tests fuzz-tests wasm-tests js-tests e2e-tests
test:
	@mkdir -p target; rm -f target/test.log target/test-times.log; status=0; \
	for stage in $(TEST_STAGES); do \
	  start=$$(date +%s); \
	  $(MAKE) --no-print-directory $$stage SERVER_FLAGS=--tests 2>&1 | tee -a target/test.log; \
	  status=$${PIPESTATUS[0]}; \
	  printf '%-11s %5d s\n' $$stage $$(( $$(date +%s) - start )) >> target/test-times.log; \
	  [ $$status -eq 0 ] || break; \
	done; \
	echo "time per stage:"; cat target/test-times.log; \
	awk '/^test result:/ { p += $$4; f += $$6 } /^# pass / { p += $$3 } /^# fail / { f += $$3 } \
	     END { printf "tests: %d passed, %d failed\n", p, f }' target/test.log; \
	exit $$status

# What `make test` needs on a fresh machine, installed side by side: Debian's packages in one
# apt-get (Chromium and its driver, PostgreSQL, MediaWiki and PHP: mostly downloads and
# unpacking), the two cargo tools built from crates.io (each build ends on one crate compiled
# and linked alone, a core the other build fills), and the project's crates fetched.
deps: npm-deps
	@command -v cargo >/dev/null || { echo "cargo is required (rustup)"; exit 1; }
	@pids=; \
	$(MAKE) --no-print-directory wasm-deps & pids="$$pids $$!"; \
	$(MAKE) --no-print-directory fuzz-deps & pids="$$pids $$!"; \
	debs=; command -v chromium >/dev/null && test -x $(CHROMEDRIVER) || debs="chromium chromium-driver"; \
	ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || debs="$$debs postgresql"; \
	tools/mediawiki.sh install $$debs & pids="$$pids $$!"; \
	$(CARGO) fetch & pids="$$pids $$!"; \
	status=0; for p in $$pids; do wait $$p || status=1; done; exit $$status

wasm-deps:
	@rustup target list --installed | grep -qx $(WASM_TARGET) || rustup target add $(WASM_TARGET)
	@wasm-bindgen --version 2>/dev/null | grep -qF "$(WASM_BINDGEN_VERSION)" || \
	  $(CARGO) install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION)

browser-deps:
	@command -v chromium >/dev/null && test -x $(CHROMEDRIVER) || { \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver; }

# Installs the devDependencies when any is missing (a new one in package.json included).
npm-deps:
	@npm ls --depth=0 >/dev/null 2>&1 || npm ci --no-audit --no-fund

# The lints: the native targets' clippy beside the wasm builds' (each feature set of the package's
# engines: one crate checked at a time, one core), the latter in WASM_DEV_TARGET_DIR, the
# directory of the wasm tests' build (`wasm-tests`), with which it shares the dev profile's
# compiled macros and build scripts; one cargo holds its target directory's lock.
WASM_DEV_TARGET_DIR := target/wasm-dev
lint:
	@! grep -rnE '(:|\bas|<|\|)\s*any\b|\bany\[\]|Math\.random' www/src || { echo "www/src: no \`any\` type and no Math.random (the computer is the engine's bots)"; exit 1; }
	$(CARGO) fmt --all -- --check
	$(MAKE) --no-print-directory -j2 --output-sync=target lint-native lint-wasm
lint-native:
	$(CARGO) clippy --workspace --all-targets -- -D warnings
lint-wasm:
	$(CARGO) clippy --target-dir $(WASM_DEV_TARGET_DIR) --target $(WASM_TARGET) --lib --test wasm_node --test wasm_browser -- -D warnings
	for r in $(PKG_RULESETS); do for f in "$$r game" $$r; do \
	  $(CARGO) clippy --target-dir $(WASM_DEV_TARGET_DIR) --target $(WASM_TARGET) --lib --no-default-features --features "$$f" -- -D warnings || exit 1; done; done

# The npm package, into pkg/: the whole engine (arbiter_bg.wasm and its glue, the package's
# main entry), one engine per ruleset in pkg/<ruleset>/ (the subpath `arbiter-engine/<ruleset>`,
# built with only that ruleset's Cargo feature) and its scenario engine in
# pkg/<ruleset>/scenarios/ (the subpath `arbiter-engine/<ruleset>/scenarios`: no `Game` class,
# the Cargo feature `game` left out). Each is one cargo build, then wasm-bindgen: the whole
# engine at the profile `wasm` (opt-level 3), each ruleset's engines at `wasm-ruleset`
# (opt-level "s": docs/npm-package.md#sizes-and-speed); `make test` prints each engine's size
# (tests/js/sizes.test.mjs: a ruleset's at most 300 KiB gzipped with its glue and card data). The entry files (index.js, node.js, init.js,
# guard.js, wasm-import.js, and the errors.js and init-guard.js they import) are the same for
# each: copied from pkg/ (a scenario engine's guard.js and init.js are pkg/no-game-guard.js and
# pkg/scenarios-init.js: it has no Game). The consumer's declarations are pkg/types/
# (hand-written, on the shapes of types/engine.d.ts: the generated declarations of the whole
# engine without its class and functions, which need the DOM and esnext.disposable); each
# ruleset's entries' declarations (types/<ruleset>*.d.ts) are written from the templates of
# pkg/ruleset-types/, one for all.
BINDGEN := wasm-bindgen --target web --remove-name-section --remove-producers-section --out-name arbiter
# The glue wasm-bindgen writes (arbiter.js), minified by esbuild (its comments are JSDoc the
# package's types in pkg/types/ replace; names kept, `Game.name` included).
minify-glue = node_modules/.bin/esbuild $(1)/arbiter.js --minify --keep-names --format=esm \
  --log-level=warning --allow-overwrite --outfile=$(1)/arbiter.js
# The entry files every build of the package has next to its glue.
PKG_ENTRIES := pkg/index.js pkg/node.js pkg/init.js pkg/guard.js pkg/wasm-import.js pkg/errors.js pkg/init-guard.js
# wasm-engine DIR PROFILE CARGO-FLAGS [TARGET-DIR]: one engine built at PROFILE with CARGO-FLAGS
# (in TARGET-DIR, default target/), bound and minified into DIR.
define wasm-engine
$(CARGO) build --profile $(2) --target $(WASM_TARGET) --lib $(3) --target-dir $(or $(4),target)
$(BINDGEN) --out-dir $(1) $(or $(4),target)/$(WASM_TARGET)/$(2)/arbiter.wasm
$(call minify-glue,$(1))
endef
# The whole engine's build has a target directory of its own, WHOLE_TARGET_DIR: one cargo build
# holds its directory's lock, and each build is one crate compiled as one unit (one core), so the
# whole engine is built beside the rulesets' engines (`make -j2` of the two halves below). The
# two share no compiled dependency anyway: each profile (`wasm`, `wasm-ruleset`) has its own.
WHOLE_TARGET_DIR := target/whole-engine
# build-pkg-whole DIR FEATURES: the whole engine into DIR, with the extra Cargo FEATURES (none
# for the package; `js-values` for the benchmark's other crossing).
define build-pkg-whole
$(call wasm-engine,$(1),wasm,--features "$(2)",$(WHOLE_TARGET_DIR))
endef
# build-pkg-rulesets DIR FEATURES SCENARIOS: each ruleset's engine into DIR/<ruleset>, and with
# SCENARIOS each ruleset's scenario engine into DIR/<ruleset>/scenarios (the package only: the
# benchmark plays games).
define build-pkg-rulesets
$(foreach r,$(PKG_RULESETS),
$(call wasm-engine,$(1)/$(r),wasm-ruleset,--no-default-features --features "$(r) game $(2)")
cp $(PKG_ENTRIES) $(1)/$(r)/
$(if $(3),$(call wasm-engine,$(1)/$(r)/scenarios,wasm-ruleset,--no-default-features --features "$(r) $(2)")
cp $(filter-out pkg/guard.js pkg/init.js,$(PKG_ENTRIES)) $(1)/$(r)/scenarios/
cp pkg/no-game-guard.js $(1)/$(r)/scenarios/guard.js
cp pkg/scenarios-init.js $(1)/$(r)/scenarios/init.js))
endef
# The two halves of a package, side by side (each one core; their logs each in one piece).
build-halves = $(MAKE) --no-print-directory -j2 --output-sync=target $(1)-whole $(1)-rulesets
pkg: wasm-deps npm-deps
	$(call build-halves,pkg)
	sed '/^export class /,$$d' pkg/arbiter.d.ts > pkg/types/engine.d.ts
	for r in $(PKG_RULESETS); do for f in pkg/ruleset-types/*.d.ts; do b=$${f##*/}; \
	  sed -e "s/__ID__/$$r/g" -e "s/__NAME__/$${r^}/g" $$f > pkg/types/$${b/RULESET/$$r}; done; done
pkg-whole:
	$(call build-pkg-whole,pkg,)
pkg-rulesets:
	$(call build-pkg-rulesets,pkg,,scenarios)

# The same builds with values leaving the engine as JS values (serde-wasm-bindgen), into
# target/pkg-js-values/, for the benchmark of the two crossings (benches/crossing.mjs).
pkg-js-values: wasm-deps npm-deps
	@mkdir -p target/pkg-js-values
	$(call build-halves,pkg-js-values)
	cp $(PKG_ENTRIES) target/pkg-js-values/
pkg-js-values-whole:
	$(call build-pkg-whole,target/pkg-js-values,js-values)
pkg-js-values-rulesets:
	$(call build-pkg-rulesets,target/pkg-js-values,js-values)

# The API reference of the package (HTML, into target/api-docs/): typedoc over the shipped
# declarations (pkg/types/), every warning an error. typedoc needs TypeScript's JS API, which
# the workspace's TypeScript 7 has not: tools/api-docs/ pins typedoc and the TypeScript 6 it
# supports, installed there on first use.
api-docs: pkg
	@test -d tools/api-docs/node_modules/typedoc || npm ci --prefix tools/api-docs --no-audit --no-fund
	cd tools/api-docs && node_modules/.bin/typedoc

# In release (the `bench` profile, which is release's): the random-game property tests run ten
# times faster than in debug, and the dependencies are the release build `make play` and the
# JS tests use, not a second (debug) build of them. Overflow checks stay with the fuzz targets.
# The examples (benchmarks' programs, no tests of their own) are left to clippy's check (`lint`):
# built here they were four more release programs compiled and linked for no test.
rust-tests:
	$(CARGO) test --release --lib --bins --tests --benches

wasm-tests:
	$(CARGO) test --target-dir $(WASM_DEV_TARGET_DIR) --target $(WASM_TARGET) --test wasm_node
	CHROMEDRIVER=$(CHROMEDRIVER) $(CARGO) test --target-dir $(WASM_DEV_TARGET_DIR) --target $(WASM_TARGET) --test wasm_browser

# How many test files of tests/js/ and tests/e2e/ run at once (node's test runner runs one
# fewer than the cores by default: one on a machine of two).
TEST_JOBS ?= 2

# The JS tests (tests/js/serve.test.mjs runs `arbiter serve`), TEST_JOBS files at a time.
js-tests: server
	node --test --test-concurrency=$(TEST_JOBS) tests/js/

# The pages in headless Chromium, served by `arbiter serve` (screenshots and measurements in
# target/e2e/), and the explainer on a MediaWiki of Debian's package (tools/mediawiki.sh). Each
# file starts its own server and browser on free ports (tests/e2e/harness.mjs): E2E_JOBS files
# run at once. The tests that time the page (the main thread's long tasks while the computer
# thinks: a task's length is wall-clock time, longer when another browser takes the cores) or
# must catch the computer thinking are declared with the harness's `aloneTest`, in files whose
# first line is `// e2e: alone` (E2E_ALONE): those files' other tests run with the rest
# (E2E_PHASE=shared skips the alone ones), then the alone ones run afterwards, one file at a
# time (E2E_PHASE=alone and the harness's ALONE_TESTS as the name pattern).
E2E_ALONE := $(shell grep -l '^// e2e: alone' tests/e2e/*.test.mjs)
E2E_ALONE_TESTS := $(shell sed -n 's@^export const ALONE_TESTS = /\(.*\)/;@\1@p' tests/e2e/harness.mjs)
E2E_JOBS ?= $(TEST_JOBS)
# The longest files first (the whole games, marked `long` on their first line), so that the
# last files to end are short ones.
E2E_LONGEST := $(shell grep -l '^// e2e:.*\blong\b' tests/e2e/*.test.mjs)
E2E_FILES := $(E2E_LONGEST) $(filter-out $(E2E_LONGEST),$(wildcard tests/e2e/*.test.mjs))
e2e-tests: server
	E2E_PHASE=shared node --test --test-concurrency=$(E2E_JOBS) $(E2E_FILES)
	E2E_PHASE=alone node --test --test-concurrency=1 --test-name-pattern='$(E2E_ALONE_TESTS)' $(E2E_ALONE)

# Native throughput: full random games per second and turns per second.
bench:
	$(CARGO) bench --bench games

# Random games per second through the package (the whole engine and each one-ruleset engine),
# against the same games natively, in one run; then the two crossings (JSON text and JS values)
# against each other and native, in one run (benches/crossing.mjs).
bench-wasm: pkg pkg-js-values
	$(CARGO) build --release --example random_games
	node benches/wasm_vs_native.mjs
	node benches/crossing.mjs

# Fuzzing (docs/fuzzing.md): cargo fuzz targets in fuzz/ (its own workspace), on the stable
# toolchain: RUSTC_BOOTSTRAP=1 lets cargo fuzz pass its nightly-only flags. The engine has no
# unsafe code, so no sanitizer by default (8 times the executions of AddressSanitizer);
# FUZZ_SANITIZER=address brings it back. Overflow checks and debug assertions are on.
FUZZ_TARGETS := scenario choices snapshot
FUZZ_SECONDS ?= 600
FUZZ_TEST_SECONDS ?= 10
FUZZ_SANITIZER ?= none
FUZZ := RUSTC_BOOTSTRAP=1 $(CARGO) fuzz
FUZZ_FLAGS := --sanitizer $(FUZZ_SANITIZER)
# run-fuzz SECONDS WORKDIR: each target for SECONDS, FUZZ_JOBS at a time (libFuzzer runs on one
# core), new inputs into WORKDIR/<target> (the committed corpus is only read), the log in
# fuzz/target/logs/<target>.log; any crash, hang (10 s) or broken invariant fails the make with
# the end of the log and the reproducing input.
FUZZ_JOBS ?= 2
run-fuzz = @$(MAKE) --no-print-directory -j$(FUZZ_JOBS) --output-sync=target \
  FUZZ_RUN_SECONDS=$(1) FUZZ_WORKDIR=$(2) $(addprefix fuzz-run-,$(FUZZ_TARGETS))
# One target's run of run-fuzz.
fuzz-run-%:
	@mkdir -p fuzz/target/logs $(FUZZ_WORKDIR)/$*; dict=; [ $* = scenario ] && dict=-dict=fuzz/scenario.dict; \
	log=fuzz/target/logs/$*.log; start=$$(date +%s); \
	if ! $(FUZZ) run $(FUZZ_FLAGS) $* $(FUZZ_WORKDIR)/$* fuzz/corpus/$* -- -max_total_time=$(FUZZ_RUN_SECONDS) -timeout=10 \
	     -print_final_stats=1 $$dict >$$log 2>&1; then \
	  tail -n 60 $$log; echo "fuzz $*: FAILED (log: $$log; input in fuzz/artifacts/$*/)"; exit 1; fi; \
	echo "fuzz $*: $$(( $$(date +%s) - start )) s, $$(sed -n 's/^stat::number_of_executed_units: *//p' $$log) runs,\
	 $$(sed -n 's/^stat::average_exec_per_sec: *//p' $$log)/s, 0 crashes"

fuzz-deps:
	@$(CARGO) fuzz --version >/dev/null 2>&1 || $(CARGO) install cargo-fuzz --locked

fuzz-build: fuzz-deps
	$(FUZZ) build $(FUZZ_FLAGS)

# Each target for FUZZ_TEST_SECONDS on its committed corpus (part of `make test`).
fuzz-tests: fuzz-build
	@rm -rf fuzz/target/runs
	$(call run-fuzz,$(FUZZ_TEST_SECONDS),fuzz/target/runs)

# The long run: `make fuzz FUZZ_SECONDS=600` runs each target that long; what it finds stays in
# fuzz/target/corpus/<target> (not committed) for the next run and for `make fuzz-corpus`.
fuzz: fuzz-build
	$(call run-fuzz,$(FUZZ_SECONDS),fuzz/target/corpus)

# Replaces the committed corpus by a small set of inputs (its own and what the long runs found)
# that covers the same edges: libFuzzer's greedy set cover, counting edges only.
fuzz-corpus: fuzz-build
	@mkdir -p fuzz/target/logs
	@for t in $(FUZZ_TARGETS); do \
	  rm -rf fuzz/target/merged/$$t; mkdir -p fuzz/target/merged/$$t fuzz/target/corpus/$$t; \
	  $(FUZZ) run $(FUZZ_FLAGS) $$t fuzz/target/merged/$$t fuzz/corpus/$$t fuzz/target/corpus/$$t -- \
	    -set_cover_merge=1 -use_counters=0 -use_value_profile=0 >fuzz/target/logs/$$t-merge.log 2>&1 || exit 1; \
	  rm -rf fuzz/corpus/$$t; mv fuzz/target/merged/$$t fuzz/corpus/$$t; \
	  echo "fuzz/corpus/$$t: $$(ls fuzz/corpus/$$t | wc -l) files, $$(cat fuzz/corpus/$$t/* | wc -c) bytes"; \
	done
