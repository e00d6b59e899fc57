import ArgumentParser
import Foundation
import OpenStoryboard

/// The `storyboard` command line: everyday jobs over Xcode documents and the device catalog.
///
/// Exit codes: 0 success, 1 findings or failed items, 2 usage errors (unknown option, unknown
/// device, unsupported file).
@main
struct Storyboard: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyboard",
        abstract: "Load, inspect and check Xcode storyboards, xibs and asset catalogs for every iPhone and iPad.",
        discussion: """
        Exit codes: 0 success, 1 findings, 2 usage errors.

        Examples:
          storyboard render Examples/UnifiedStoryboard/Main.storyboard --device all --out renders
          storyboard frames Main.storyboard --device "iPhone 6 Plus" --orientation landscape --json
          storyboard inspect Main.storyboard
          storyboard convert Legacy.storyboard --dry-run
          storyboard launch-images Examples/DynamicLaunchScreen/LaunchScreen.xib --out launch
          storyboard devices --idiom pad --json
          storyboard inspect Examples/AdaptivePhotos/Assets.xcassets --device "iPhone 6 Plus"
        """,
        subcommands: [Devices.self, Inspect.self, Convert.self, Bench.self, Frames.self, Render.self, LaunchImages.self, Lint.self, Snapshot.self, Serve.self]
    )

    /// Runs the command, mapping argument and validation errors to exit code 2.
    static func main() {
        // PDF and SVG images are measured by poppler and librsvg, the libraries that draw them.
        VectorImageDecoder.current = VectorImageRenderer.shared
        // PNG and JPEG headers are checked by libpng and libjpeg, which decode them.
        BitmapImageDecoder.current = BitmapImageCodec.shared
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("error: \(failure)\n".utf8))
            Foundation.exit(failure.exitCode)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
