import Foundation

/// A font file an app would ship, made for tests: an installed OpenType font with its `name`
/// table replaced, so fontconfig knows it by a family no installed font has.
///
/// Every font Debian installs is visible to fontconfig, so a "shipped" font cannot be found among
/// them; renaming one is the way to get a font the system cannot resolve by itself. The source is
/// URW's Nimbus Mono PS (`fonts-urw-base35`, a package `make` installs): a monospaced face, so its
/// text is much wider than the sans-serif fallback fontconfig picks for an unknown family.
enum RenamedFont {
    /// The installed font the renamed one is made from.
    static let source = URL(fileURLWithPath: "/usr/share/fonts/opentype/urw-base35/NimbusMonoPS-Regular.otf")

    /// Writes `source` renamed to `family` (PostScript name `postScriptName`) into `folder` and
    /// returns the file.
    static func write(family: String, postScriptName: String, into folder: URL, fileName: String? = nil) throws -> URL {
        var font = try Data(contentsOf: source)
        let tables = Int(UInt16(font[4]) << 8 | UInt16(font[5]))
        func put32(_ value: UInt32, at: Int) {
            for index in 0..<4 { font[at + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(index))) }
        }
        guard let record = (0..<tables).map({ 12 + 16 * $0 }).first(where: { font[$0..<$0 + 4] == Data("name".utf8) }) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        // A new `name` table (format 0, Windows Unicode English names) appended at the end; the
        // old one stays in the file, unreferenced.
        let names: [(UInt16, String)] = [
            (1, family), (2, "Regular"), (3, "\(postScriptName);test"), (4, family), (6, postScriptName), (16, family), (17, "Regular"),
        ]
        var strings = Data()
        var records = Data()
        func append16(_ value: UInt16, to data: inout Data) { data.append(UInt8(value >> 8)); data.append(UInt8(value & 0xFF)) }
        for (id, text) in names {
            let utf16 = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            for value in [UInt16(3), 1, 0x409, id, UInt16(utf16.count), UInt16(strings.count)] { append16(value, to: &records) }
            strings.append(contentsOf: utf16)
        }
        var table = Data()
        for value in [UInt16(0), UInt16(names.count), UInt16(6 + records.count)] { append16(value, to: &table) }
        table.append(records)
        table.append(strings)
        while font.count % 4 != 0 { font.append(0) }
        let offset = UInt32(font.count)
        var checksum: UInt32 = 0
        var padded = table
        while padded.count % 4 != 0 { padded.append(0) }
        for index in stride(from: 0, to: padded.count, by: 4) {
            checksum &+= padded[index..<index + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        }
        font.append(padded)
        put32(checksum, at: record + 4)
        put32(offset, at: record + 8)
        put32(UInt32(table.count), at: record + 12)
        let url = folder.appendingPathComponent(fileName ?? "\(postScriptName).otf")
        try font.write(to: url)
        return url
    }
}
