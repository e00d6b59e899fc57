import ArgumentParser
import Foundation
import OpenStoryboard
import StoryboardLint

/// Orientation choices shared by every command that lays out for a device.
enum OrientationOption: String, ExpressibleByArgument, CaseIterable {
    case portrait, landscape

    var interfaceOrientation: UIInterfaceOrientation {
        self == .portrait ? .portrait : .landscapeLeft
    }
}

/// The device filter shared by `devices` (and later `render`, `lint`): a name, an IB id, or a group.
enum IdiomOption: String, ExpressibleByArgument, CaseIterable {
    case phone, pad

    var idiom: UIUserInterfaceIdiom {
        self == .phone ? .phone : .pad
    }
}

/// Resolves a `--device` value, turning an unknown name into a usage error (exit code 2) that
/// names the closest models.
func resolveDevice(_ name: String) throws -> Device {
    do {
        return try Device.named(name)
    } catch let error as DeviceError {
        throw CommandFailure.usage(error.description)
    }
}

/// A failure the command reports in one line on standard error, with its exit code.
enum CommandFailure: Error, CustomStringConvertible {
    /// A usage error: bad input the user can fix (exit code 2).
    case usage(String)
    /// Findings or failed items (exit code 1); the report has already been printed.
    case findings(String)

    var exitCode: Int32 {
        switch self {
        case .usage: 2
        case .findings: 1
        }
    }

    var description: String {
        switch self {
        case let .usage(message), let .findings(message): message
        }
    }
}

/// The Dynamic Type sizes `--content-size` takes (`render`, `snapshot`, `lint`): UIKit's names
/// without the type's (`large`, `accessibilityExtraExtraExtraLarge`; ``LintMatrix/contentSizeNames``),
/// comma-separated, the option repeatable.
enum ContentSizeSelection {
    /// The sizes of the option's values, in order without repeats; an unknown name is a usage
    /// error that lists the names.
    static func resolve(_ values: [String]) throws -> [UIContentSizeCategory] {
        var sizes: [UIContentSizeCategory] = []
        for name in values.flatMap({ $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }) where !name.isEmpty {
            guard let category = LintMatrix.contentSize(named: name) else {
                throw CommandFailure.usage("unknown --content-size '\(name)'; sizes: \(LintMatrix.contentSizeNames.map(\.name).joined(separator: ", "))")
            }
            if !sizes.contains(category) { sizes.append(category) }
        }
        return sizes
    }

    /// The name `--content-size` takes for a size.
    static func name(of category: UIContentSizeCategory) -> String {
        LintMatrix.name(of: category)
    }
}
