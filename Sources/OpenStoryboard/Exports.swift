// The umbrella module: `import OpenStoryboard` gives user code the whole library, the way
// `import UIKit` does on iOS.
@_exported import Foundation
@_exported import AdaptiveKit
@_exported import Cassowary
@_exported import ImageCodecs
@_exported import InterfaceBuilder
@_exported import Rendering
