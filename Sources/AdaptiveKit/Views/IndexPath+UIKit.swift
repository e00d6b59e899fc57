import Foundation

extension IndexPath {
    /// A row in a table view section (UIKit's addition to Foundation).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An item in a collection view section (UIKit's addition to Foundation).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
