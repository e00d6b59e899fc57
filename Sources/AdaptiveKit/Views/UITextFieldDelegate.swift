import Foundation

/// What a text field's delegate may decide and hear while the field is edited. Every method is
/// optional (the defaults are UIKit's answers).
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (default `true`).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began (the field is first responder).
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (default `true`).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the characters in `range` (UTF-16) may be replaced by `string` (default `true`).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The text changed its selection (iOS 13).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may clear the text (default `true`).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key is processed (default `true`).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

extension UITextField {
    /// Posted when editing begins; the object is the field.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when the text changes by editing; the object is the field.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when editing ends; the object is the field.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// Types `string` as the keyboard would, at the end of the text: each character is offered
    /// to the delegate (`textField(_:shouldChangeCharactersIn:replacementString:)`), inserted,
    /// and announced (`.editingChanged`, ``textDidChangeNotification``); a newline is the return
    /// key (`textFieldShouldReturn(_:)`, then `.editingDidEndOnExit`, which ends editing when
    /// the field has actions for it, as in UIKit). The field must be editing. An
    /// OpenStoryboard addition used by ``UIWindow/type(_:into:)``.
    public func insertTypedText(_ string: String) {
        for character in string {
            guard isEditing else { return }
            if character == "\n" || character == "\r" {
                if delegate?.textFieldShouldReturn(self) ?? true {
                    let hasEndOnExit = allControlEvents.contains(.editingDidEndOnExit)
                    sendActions(for: .editingDidEndOnExit, event: nil)
                    if hasEndOnExit { _ = resignFirstResponder() }
                }
                continue
            }
            let current = text ?? ""
            let range = NSRange(location: current.utf16.count, length: 0)
            guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: String(character)) ?? true else { continue }
            text = current + String(character)
            sendActions(for: .editingChanged, event: nil)
            NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
            delegate?.textFieldDidChangeSelection(self)
        }
    }
}
