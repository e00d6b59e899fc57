/// Interface Builder document text for tests: the `<document>` envelope around the part a test
/// is about, so that each test writes only its scenes or objects.
///
/// Combine with ``MarkedText`` to assert a diagnostic at a marker:
/// `MarkedText(storyboard(scenes: "…1️⃣<label…"))`.

/// A storyboard around `body` (one or more `<scene>`s, interpolated verbatim inside `<scenes>`).
///
/// - Parameters:
///   - body: The scenes.
///   - extraRoot: More attributes of `<document>`, starting with a space
///     (`" initialViewController=\"a\""`).
///   - head: Elements before `<scenes>` (`<device …/>`, `<dependencies>`), verbatim.
///   - tail: Elements after `</scenes>` (`<resources>`), verbatim.
/// - Returns: The document's text, ending with a newline.
public func storyboard(scenes body: String, extraRoot: String = "", head: String = "", tail: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES"\(extraRoot)>
    \(lines(head))    <scenes>
    \(body)
        </scenes>
    \(lines(tail))</document>

    """
}

/// A xib around `body` (the top-level objects, interpolated verbatim inside `<objects>`).
///
/// - Parameters:
///   - body: The objects (`<placeholder>`s and views).
///   - extraRoot: More attributes of `<document>`, starting with a space.
///   - head: Elements before `<objects>` (`<device …/>`), verbatim.
///   - tail: Elements after `</objects>` (`<resources>`), verbatim.
/// - Returns: The document's text, ending with a newline.
public func xib(objects body: String, extraRoot: String = "", head: String = "", tail: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES"\(extraRoot)>
    \(lines(head))    <objects>
    \(body)
        </objects>
    \(lines(tail))</document>

    """
}

/// `text` followed by a newline, or nothing when `text` is empty.
private func lines(_ text: String) -> String {
    text.isEmpty ? "" : text + "\n"
}
