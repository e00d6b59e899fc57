import ArgumentParser
import Foundation
import OpenStoryboard

/// `storyboard convert`: a legacy storyboard or xib converted to size classes, as Xcode 6's "Use
/// Size Classes" converted it, or an `_iPhone`/`_iPad` pair merged into one document with
/// size-class variations.
struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a .storyboard or .xib to size classes (\"Use Size Classes\"), or merge an iPhone/iPad pair into one.",
        discussion: """
        The conversion sets useTraitCollections="YES" on <document> and turns legacy segues into \
        their adaptive kinds (push → show, modal → presentation, popover → popoverPresentation, \
        replace into a split view's detail → showDetail); nothing else in the file changes, frames \
        included. Each change is printed as file:line:column: note: …, with the line of the file read. \
        A document that already uses size classes is left as it is (a note says so).

        --merge IPAD_FILE merges the iPad storyboard of a pair into FILE (the iPhone one, converted \
        first when it is legacy): scenes are matched, the iPhone layout is the base (Any/Any) and \
        the iPad's differences are written as wR hR variations (docs/convert.md).

        Without --out the file is replaced (atomically). --dry-run prints the unified diff and \
        writes nothing.

        Exit codes: 0 success (also: nothing to convert), 2 usage errors (a file that cannot be \
        read as a document or was not read in full, a document without Auto Layout, a merge that \
        is not supported); nothing is written then.

        Examples:
          storyboard convert Main.storyboard
          storyboard convert Main.storyboard --dry-run
          storyboard convert Main_iPhone.storyboard --merge Main_iPad.storyboard --out Main.storyboard
        """
    )

    @Argument(help: "The .storyboard or .xib to convert (the iPhone storyboard with --merge).")
    var file: String

    @Option(help: ArgumentHelp("Where to write the result (default: FILE itself).", valueName: "file"))
    var out: String?

    @Option(help: ArgumentHelp("The iPad storyboard of the pair to merge into FILE.", valueName: "ipad-file"))
    var merge: String?

    @Flag(help: "Print the unified diff of the change and write nothing.")
    var dryRun = false

    func run() throws {
        let document = try DocumentInput.load(file)
        let result: (document: IBDocument, changes: [IBConversionChange], remarks: [IBConversionRemark], unchanged: Bool)
        do {
            if let merge {
                let iPad = try DocumentInput.load(merge)
                let merged = try IBSizeClassMerge.merge(iPhone: document, iPad: iPad)
                result = (merged.document, merged.changes, merged.remarks, false)
            } else {
                let conversion = try document.convertedToSizeClasses()
                result = (conversion.document, conversion.changes, conversion.remarks, conversion.alreadyUsesSizeClasses)
            }
        } catch let error as IBConversionError {
            throw CommandFailure.usage(error.message)
        }
        for change in result.changes { print(change) }
        for remark in result.remarks { print(remark) }
        let destination = out ?? file
        if result.unchanged {
            print("\(file): note: the document already uses size classes; nothing to convert")
            if out == nil || dryRun { return }
        }
        let old = document.xmlString(), new = result.document.xmlString()
        if dryRun {
            print(IBTextDiff.unified(from: old, to: new, path: destination), terminator: "")
            return
        }
        do {
            // Written beside the destination, then renamed over it: a reader never sees half a file.
            try IBFileWriter.write(result.document.xml.xmlData(), over: destination)
        } catch {
            throw CommandFailure.usage("\(destination): cannot write the converted document: \(error.localizedDescription)")
        }
        let count = result.changes.count
        print("\(destination): \(count) change\(count == 1 ? "" : "s") written")
    }
}
