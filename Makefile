# OpenStoryboard: the two everyday commands.
#   make example   build, then run the main job on the bundled example
#   make test      build and run the whole test suite
# Both install the Debian packages they need first (as root), or print the install line.

SWIFT ?= swift
SYSTEM_PACKAGES := pkg-config libpng-dev libjpeg-dev libcairo2-dev libpango1.0-dev fonts-inter fonts-urw-base35
STORYBOARD := .build/debug/storyboard
EXAMPLE_CATALOG := Examples/AdaptivePhotos/Assets.xcassets

.PHONY: example test build system-packages

system-packages:
	@scripts/ensure-system-packages.sh $(SYSTEM_PACKAGES)

build: system-packages
	$(SWIFT) build --product storyboard

example: build
	$(STORYBOARD) devices
	@echo
	$(STORYBOARD) inspect $(EXAMPLE_CATALOG) --device "iPhone 6 Plus" --orientation landscape

test: system-packages
	$(SWIFT) test
