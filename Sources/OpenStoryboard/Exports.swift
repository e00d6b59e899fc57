// The umbrella module: `import OpenStoryboard` gives app code the whole library, the way
// `import UIKit` does on iOS. The constraint solver is not part of it (Auto Layout uses it
// internally); code that drives a solver itself writes `import Cassowary`.
@_exported import Foundation
@_exported import AdaptiveKit
@_exported import ImageCodecs
@_exported import InterfaceBuilder
@_exported import Rendering
