# The two entry points of the README: `make play` and `make test`. Each first installs what it
# needs on a fresh machine (a Rust toolchain with cargo, Node 20+ and npm are expected).

SEED ?= 1
CARGO ?= cargo
SHELL := bash
WASM_TARGET := wasm32-unknown-unknown
# The wasm-bindgen CLI must be exactly the version Cargo.toml pins.
WASM_BINDGEN_VERSION := $(shell sed -n 's/^wasm-bindgen = "=\(.*\)"/\1/p' Cargo.toml)
CHROMEDRIVER ?= /usr/bin/chromedriver

.PHONY: play play-cli www test deps wasm-deps browser-deps npm-deps lint pkg rust-tests wasm-tests js-tests e2e-tests bench bench-wasm

# The main job: builds the page and serves it on http://localhost:8000 (PORT=... to change).
play: www
	node www/serve.mjs

# One full Eredan game between two random players in the terminal, every event narrated.
play-cli:
	$(CARGO) run --release --bin arbiter -- play --seed $(SEED)

# The static site (www/) into www/dist, using the npm package as a consumer would.
www: npm-deps pkg
	node_modules/.bin/tsc -p www
	node www/build.mjs

# Every test: formatting, lints, native Rust tests, the .wasm in Node and headless Chromium,
# the npm package from JS, and the page end to end; ends with one "tests: N passed, M failed"
# line.
test: deps lint www
	@mkdir -p target; rm -f target/test.log
	$(MAKE) --no-print-directory rust-tests wasm-tests js-tests e2e-tests 2>&1 | tee target/test.log; \
	status=$${PIPESTATUS[0]}; \
	awk '/^test result:/ { p += $$4; f += $$6 } /^# pass / { p += $$3 } /^# fail / { f += $$3 } \
	     END { printf "tests: %d passed, %d failed\n", p, f }' target/test.log; \
	exit $$status

deps: wasm-deps browser-deps npm-deps
	@command -v cargo >/dev/null || { echo "cargo is required (rustup)"; exit 1; }
	$(CARGO) fetch

wasm-deps:
	@rustup target list --installed | grep -qx $(WASM_TARGET) || rustup target add $(WASM_TARGET)
	@wasm-bindgen --version 2>/dev/null | grep -qF "$(WASM_BINDGEN_VERSION)" || \
	  $(CARGO) install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION)

browser-deps:
	@command -v chromium >/dev/null && test -x $(CHROMEDRIVER) || { \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver; }

npm-deps:
	@test -d node_modules/playwright-core || npm ci --no-audit --no-fund

lint:
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --all-targets -- -D warnings
	$(CARGO) clippy --target $(WASM_TARGET) --lib --test wasm_node --test wasm_browser -- -D warnings

# The npm package: the .wasm (size-optimised profile) and its JS glue, into pkg/.
pkg: wasm-deps
	$(CARGO) build --profile wasm --target $(WASM_TARGET) --lib
	wasm-bindgen --target web --remove-name-section --remove-producers-section \
	  --out-dir pkg --out-name arbiter target/$(WASM_TARGET)/wasm/arbiter.wasm

rust-tests:
	$(CARGO) test --all-targets

wasm-tests:
	$(CARGO) test --target $(WASM_TARGET) --test wasm_node
	CHROMEDRIVER=$(CHROMEDRIVER) $(CARGO) test --target $(WASM_TARGET) --test wasm_browser

js-tests:
	node --test tests/js/

# The page in headless Chromium (screenshots and measurements in target/e2e/).
e2e-tests:
	node --test --test-concurrency=1 tests/e2e/

# Native throughput: full random games per second and turns per second.
bench:
	$(CARGO) bench --bench games

# Games per second driven from JS through the package, against native, in one run.
bench-wasm: pkg
	$(CARGO) build --release --example random_games
	node benches/wasm_vs_native.mjs
