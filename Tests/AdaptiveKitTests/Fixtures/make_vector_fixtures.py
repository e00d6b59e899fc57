#!/usr/bin/env python3
"""Writes the small PDF and SVG fixtures of the vector image tests (Fixtures/Vector) by hand,
with the standard library only; run once from anywhere:

    python3 Tests/AdaptiveKitTests/Fixtures/make_vector_fixtures.py

The PDFs are uncompressed PDF 1.4 with a correct cross-reference table, so both poppler and
AdaptiveKit's built-in reader read them. Colours are chosen to be probed: the left half red, the
right half empty (transparent).
"""
import math
import os

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Vector")


def pdf(boxes, content, extra_page=""):
    """A one-page PDF; boxes is the text of the page's box entries, content its content stream."""
    stream = content.encode("latin-1")
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        ("<< /Type /Page /Parent 2 0 R " + boxes + extra_page + " /Contents 4 0 R /Resources << >> >>").encode("latin-1"),
        b"<< /Length " + str(len(stream)).encode() + b" >>\nstream\n" + stream + b"\nendstream",
    ]
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += str(number).encode() + b" 0 obj\n" + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 " + str(len(objects) + 1).encode() + b"\n0000000000 65535 f \n"
    for offset in offsets:
        out += ("%010d 00000 n \n" % offset).encode()
    out += b"trailer\n<< /Size " + str(len(objects) + 1).encode() + b" /Root 1 0 R >>\nstartxref\n"
    out += str(xref).encode() + b"\n%%EOF\n"
    return bytes(out)


def pdf_with_object_stream(media_box, content):
    """A PDF 1.5 whose catalog, page tree and page live in a FlateDecode object stream, with a
    cross-reference stream (what newer PDF writers make; the page size is compressed)."""
    import zlib
    inner = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        ("<< /Type /Page /Parent 2 0 R /MediaBox " + media_box + " /Contents 4 0 R /Resources << >> >>").encode(),
    ]
    header, body, offset = b"", b"", 0
    for number, obj in enumerate(inner, start=1):
        header += b"%d %d " % (number, offset)
        body += obj + b"\n"
        offset += len(obj) + 1
    packed = zlib.compress(header + body)
    stream = content.encode("latin-1")
    out = bytearray(b"%PDF-1.5\n%\xe2\xe3\xcf\xd3\n")
    offsets = {}
    offsets[4] = len(out)
    out += b"4 0 obj\n<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream\nendobj\n"
    offsets[5] = len(out)
    out += b"5 0 obj\n<< /Type /ObjStm /N 3 /First %d /Filter /FlateDecode /Length %d >>\nstream\n" % (len(header), len(packed))
    out += packed + b"\nendstream\nendobj\n"
    offsets[6] = len(out)
    rows = b"\x00\x00\x00\x00\x00\xff\xff"
    for index in range(3):
        rows += bytes([2]) + (5).to_bytes(4, "big") + index.to_bytes(2, "big")
    for number in (4, 5, 6):
        rows += bytes([1]) + offsets[number].to_bytes(4, "big") + (0).to_bytes(2, "big")
    xref = zlib.compress(rows)
    out += b"6 0 obj\n<< /Type /XRef /Size 7 /W [1 4 2] /Root 1 0 R /Filter /FlateDecode /Length %d >>\nstream\n" % len(xref)
    out += xref + b"\nendstream\nendobj\n"
    out += b"startxref\n%d\n%%%%EOF\n" % offsets[6]
    return bytes(out)


def star_path(cx, cy, outer, inner):
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return points


def write(name, data):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode("utf-8"))


def main():
    os.makedirs(HERE, exist_ok=True)
    # 25×25 pt, the left half red (PDF y goes up; a full-height band is the same either way).
    write("half-red-25pt.pdf", pdf("/MediaBox [0 0 25 25]", "1 0 0 rg\n0 0 12.5 25 re\nf\n"))
    # A black five-pointed star filling a 25×25 pt page (the rating star of Adaptive Photos).
    star = star_path(12.5, 12.5, 12.5, 5)
    # PDF y goes up: flip so the star points up.
    path = "%.3f %.3f m\n" % (star[0][0], 25 - star[0][1])
    path += "".join("%.3f %.3f l\n" % (x, 25 - y) for x, y in star[1:])
    write("star-25pt.pdf", pdf("/MediaBox [0 0 25 25]", "0 0 0 rg\n" + path + "h\nf\n"))
    # A crop box smaller than the media box: the image is the crop box (50×30 pt).
    write("cropped-50x30pt.pdf", pdf("/MediaBox [0 0 100 100] /CropBox [10 10 60 40]", "0 0 1 rg\n10 10 25 30 re\nf\n"))
    # A page turned a quarter: 40×20 pt on paper, 20×40 pt shown.
    write("rotated-20x40pt.pdf", pdf("/MediaBox [0 0 40 20]", "0 1 0 rg\n0 0 40 20 re\nf\n", extra_page=" /Rotate 90"))
    # The same 25×25 pt half-red page with its page dictionary in a compressed object stream.
    write("object-stream-25pt.pdf", pdf_with_object_stream("[0 0 25 25]", "1 0 0 rg\n0 0 12.5 25 re\nf\n"))
    # SVG sized by its viewBox only: 30×20, the left half red.
    write("viewbox-30x20.svg",
          '<?xml version="1.0" encoding="UTF-8"?>\n'
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20">\n'
          '  <rect x="0" y="0" width="15" height="20" fill="#ff0000"/>\n'
          '</svg>\n')
    # SVG sized by width and height (24pt = 32 px; 12 = 12 px) that win over its viewBox.
    write("sized-32x12.svg",
          '<svg xmlns="http://www.w3.org/2000/svg" width="24pt" height="12" viewBox="0 0 8 3">\n'
          '  <!-- the left half blue -->\n'
          '  <rect x="0" y="0" width="4" height="3" fill="blue"/>\n'
          '</svg>\n')
    # A catalog: PDF sets with and without "Preserve Vector Data", a template star, an SVG set.
    catalog = os.path.join(HERE, "Icons.xcassets")
    info = '  "info" : {\n    "author" : "xcode",\n    "version" : 1\n  }'
    sets = {
        "halfRed": ("half-red-25pt.pdf", None),
        "halfRedVector": ("half-red-25pt.pdf", '"preserves-vector-representation" : true'),
        "star": ("star-25pt.pdf", '"preserves-vector-representation" : true,\n    "template-rendering-intent" : "template"'),
        "badge": ("viewbox-30x20.svg", '"preserves-vector-representation" : true'),
    }
    os.makedirs(catalog, exist_ok=True)
    with open(os.path.join(catalog, "Contents.json"), "w") as f:
        f.write("{\n" + info + "\n}\n")
    for name, (source, properties) in sets.items():
        folder = os.path.join(catalog, name + ".imageset")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(HERE, source), "rb") as f:
            data = f.read()
        with open(os.path.join(folder, source), "wb") as f:
            f.write(data)
        text = '{\n  "images" : [\n    {\n      "filename" : "%s",\n      "idiom" : "universal"\n    }\n  ],\n' % source
        text += info
        if properties:
            text += ',\n  "properties" : {\n    %s\n  }' % properties
        with open(os.path.join(folder, "Contents.json"), "w") as f:
            f.write(text + "\n}\n")


if __name__ == "__main__":
    main()
