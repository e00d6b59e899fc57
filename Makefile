# OpenStoryboard: the two everyday commands.
#   make example   build, then render the bundled storyboard on every device (renders/index.html)
#   make test      build and run the whole test suite, then the browser test of serve's page
#                  (Chromium driven by Playwright: scripts/browser-test.sh; OPENSTORYBOARD_SKIP_BROWSER=1 skips it)
#   make mutation  release build, then 600 mutated corpus documents through inspect, frames,
#                  render and lint (docs/hardening.md); MUTATION_ARGS="--count 100 --jobs 2 --seed 1"
# Both install the Debian packages they need first (as root), or print the install line.

SWIFT ?= swift
SYSTEM_PACKAGES := pkg-config libpng-dev libjpeg-dev libcairo2-dev libpango1.0-dev libpoppler-glib-dev librsvg2-dev fonts-inter fonts-urw-base35
STORYBOARD := .build/debug/storyboard
EXAMPLE_STORYBOARD := Examples/UnifiedStoryboard/Main.storyboard
# The browser test's tools: Debian's Chromium, and Playwright's Python package (no browser download).
BROWSER_SYSTEM_PACKAGES := chromium python3 python3-pip
BROWSER_PYTHON_PACKAGES := playwright==1.65.2

.PHONY: example test build docs system-packages mutation browser-packages browser-test

system-packages:
	@scripts/ensure-system-packages.sh $(SYSTEM_PACKAGES)

build: system-packages
	$(SWIFT) build --product storyboard

example: build
	$(STORYBOARD) render $(EXAMPLE_STORYBOARD) --device all --out renders

test: system-packages
	$(SWIFT) test
	@$(MAKE) --no-print-directory browser-test

browser-packages:
	@if [ "$${OPENSTORYBOARD_SKIP_BROWSER:-}" != 1 ]; then \
		scripts/ensure-system-packages.sh $(BROWSER_SYSTEM_PACKAGES) && \
		scripts/ensure-python-packages.sh $(BROWSER_PYTHON_PACKAGES); \
	fi

browser-test: browser-packages
	SWIFT=$(SWIFT) scripts/browser-test.sh

mutation: system-packages
	$(SWIFT) build -c release --product storyboard
	$(SWIFT) build -c release --product storyboard-mutate
	.build/release/storyboard-mutate --storyboard .build/release/storyboard $(MUTATION_ARGS)

# The DocC catalogs of the library modules (Sources/*/*.docc), into .build/plugins/Swift-DocC/outputs.
docs: system-packages
	$(SWIFT) package generate-documentation --target OpenStoryboard --target AdaptiveKit --target InterfaceBuilder --target Rendering --target ImageCodecs --target Cassowary

# Fuzzing (docs/fuzzing.md): libFuzzer executables in FuzzTesting/, one per target.
#   make fuzz                          every target for FUZZ_TIME seconds (default 60)
#   make fuzz TARGET=Solver FUZZ_TIME=600
#   make fuzz-regress                  replay FuzzTesting/FailCases through the fuzzers
# The fail cases also run without the fuzzer, in `swift test --filter FuzzFailCases`.
FUZZ_TIME ?= 60
TARGET ?= all
FUZZ_BUILD := cd FuzzTesting && $(SWIFT) build -c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library

.PHONY: fuzz fuzz-build fuzz-corpus fuzz-dictionaries fuzz-regress

fuzz-build: system-packages
	$(FUZZ_BUILD)

fuzz-corpus:
	python3 FuzzTesting/Scripts/make_corpus.py

fuzz-dictionaries:
	python3 FuzzTesting/Scripts/make_dictionaries.py

fuzz: fuzz-build fuzz-corpus
	FuzzTesting/Scripts/fuzz.sh $(TARGET) $(FUZZ_TIME)

fuzz-regress: fuzz-build
	FuzzTesting/Scripts/fuzz.sh regress
