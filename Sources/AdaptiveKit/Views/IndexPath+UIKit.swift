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

extension NSIndexPath {
    /// A row in a table view section (UIKit's addition to Foundation).
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// An item in a collection view section (UIKit's addition to Foundation).
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// The section: the first index (`NSNotFound` for an empty path).
    public var section: Int { length > 0 ? index(atPosition: 0) : NSNotFound }

    /// The row in the section: the second index (`NSNotFound` for a shorter path).
    public var row: Int { length > 1 ? index(atPosition: 1) : NSNotFound }

    /// The item in the section: the second index (`NSNotFound` for a shorter path).
    public var item: Int { length > 1 ? index(atPosition: 1) : NSNotFound }
}
