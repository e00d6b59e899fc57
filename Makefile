# OpenStoryboard: the two everyday commands.
#   make example   build, then render the bundled storyboard on every device (renders/index.html)
#   make test      build and run the whole test suite
#   make mutation  release build, then 600 mutated corpus documents through inspect, frames and
#                  render (docs/hardening.md); MUTATION_ARGS="--count 100 --jobs 2 --seed 1"
# Both install the Debian packages they need first (as root), or print the install line.

SWIFT ?= swift
SYSTEM_PACKAGES := pkg-config libpng-dev libjpeg-dev libcairo2-dev libpango1.0-dev libpoppler-glib-dev librsvg2-dev fonts-inter fonts-urw-base35
STORYBOARD := .build/debug/storyboard
EXAMPLE_STORYBOARD := Examples/UnifiedStoryboard/Main.storyboard

.PHONY: example test build docs system-packages mutation

system-packages:
	@scripts/ensure-system-packages.sh $(SYSTEM_PACKAGES)

build: system-packages
	$(SWIFT) build --product storyboard

example: build
	$(STORYBOARD) render $(EXAMPLE_STORYBOARD) --device all --out renders

test: system-packages
	$(SWIFT) test

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
