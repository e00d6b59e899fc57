// InterfaceBuilder: the lossless model of `.storyboard` / `.xib` documents, size-class variation
// resolution and instantiation into AdaptiveKit objects.
//
// Not implemented yet (issue 5): this module exports nothing, so no caller can mistake it for a
// working loader. `docs/COVERAGE.md` tracks its state.
import AdaptiveKit
