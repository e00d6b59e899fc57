// Rendering: drawing laid-out view trees with Cairo and Pango (PNG, PDF, SVG), and the real
// text measurer.
//
// Not implemented yet (issue 6): this module exports nothing, so no caller can mistake it for a
// working renderer. `docs/COVERAGE.md` tracks its state.
import AdaptiveKit
