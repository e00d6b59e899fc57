import Foundation

/// A keyed coder that holds no values: every decode answers nothing (`nil`, `false`, `0`).
///
/// UIKit makes views and controllers from archives with `init?(coder:)`; this platform has no
/// archives, so the places that call that initializer (storyboards and nibs, table and collection
/// view cell registrations, appearance proxies) pass a subclass of this coder that says who made
/// the object and why, and set the object's properties afterwards.
open class ValuelessCoder: NSCoder {
    public override init() {
        super.init()
    }

    open override var allowsKeyedCoding: Bool { true }
    open override func containsValue(forKey key: String) -> Bool { false }
    open override func decodeObject(forKey key: String) -> Any? { nil }
    open override func decodeBool(forKey key: String) -> Bool { false }
    open override func decodeInteger(forKey key: String) -> Int { 0 }
    open override func decodeDouble(forKey key: String) -> Double { 0 }
    open override func decodeFloat(forKey key: String) -> Float { 0 }
    open override func decodeInt32(forKey key: String) -> Int32 { 0 }
    open override func decodeInt64(forKey key: String) -> Int64 { 0 }
}
