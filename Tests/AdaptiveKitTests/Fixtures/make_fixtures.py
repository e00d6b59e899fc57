#!/usr/bin/env python3
"""Regenerates the small image fixtures of AdaptiveKitTests and the PNGs of the bundled example
catalog (Examples/AdaptivePhotos/Assets.xcassets). Standard library only (zlib); run from anywhere:

    python3 Tests/AdaptiveKitTests/Fixtures/make_fixtures.py

gradient-16x8.jpg was written once with libjpeg (a 16x8 RGB gradient, quality 90, baseline):
Python's standard library has no JPEG encoder.
"""
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
CATALOG = os.path.join(ROOT, "Examples", "AdaptivePhotos", "Assets.xcassets")


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(width, height, pixel, color_type=6):
    """A PNG whose pixel (x, y) is pixel(x, y): RGBA tuples (color type 6) or grey ints (type 0)."""
    channels = 4 if color_type == 6 else 1
    raw = bytearray()
    for y in range(height):
        raw.append(0)  # filter: none
        for x in range(width):
            value = pixel(x, y)
            raw.extend(value if channels == 4 else bytes([value]))
    header = struct.pack(">IIBBBBB", width, height, 8, color_type, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def solid(rgba):
    return lambda x, y: rgba


def disc(size, rgba):
    """A filled circle on transparency (template-friendly)."""
    r = size / 2
    def pixel(x, y):
        inside = (x + 0.5 - r) ** 2 + (y + 0.5 - r) ** 2 <= (r - 0.5) ** 2
        return rgba if inside else (0, 0, 0, 0)
    return pixel


def stripes(rgba_a, rgba_b, width):
    return lambda x, y: rgba_a if (x * 4 // width) % 2 == 0 else rgba_b


def fixtures():
    # 4x3 RGBA: opaque red, except the bottom-right pixel: green at alpha 128.
    write(os.path.join(HERE, "red-4x3.png"),
          png(4, 3, lambda x, y: (0, 255, 0, 128) if (x, y) == (3, 2) else (255, 0, 0, 255)))
    # 5x5 8-bit greyscale, mid grey.
    write(os.path.join(HERE, "gray-5x5.png"), png(5, 5, lambda x, y: 128, color_type=0))


def example_catalog():
    blue = (0, 122, 255, 255)
    for scale in (2, 3):
        suffix = "@%dx" % scale
        write(os.path.join(CATALOG, "ratingActive.imageset", "ratingActive%s.png" % suffix),
              png(22 * scale, 22 * scale, disc(22 * scale, blue)))
        write(os.path.join(CATALOG, "ratingActive.imageset", "ratingActiveCompact%s.png" % suffix),
              png(16 * scale, 16 * scale, disc(16 * scale, blue)))
        write(os.path.join(CATALOG, "shareTemplate.imageset", "share%s.png" % suffix),
              png(20 * scale, 20 * scale, disc(20 * scale, (0, 0, 0, 255))))
        photos = {
            "Photo1": ((52, 199, 89, 255), (48, 209, 88, 255)),
            "Photo2": ((255, 149, 0, 255), (255, 204, 0, 255)),
            "Photo3": ((175, 82, 222, 255), (88, 86, 214, 255)),
        }
        for name, (a, b) in photos.items():
            write(os.path.join(CATALOG, "Photos", name + ".imageset", "%s%s.png" % (name, suffix)),
                  png(40 * scale, 30 * scale, stripes(a, b, 40 * scale)))
    # Photo3 has an iPad-only 2x variant, wider.
    write(os.path.join(CATALOG, "Photos", "Photo3.imageset", "Photo3-ipad@2x.png"),
          png(120, 60, stripes((175, 82, 222, 255), (255, 255, 255, 255), 120)))


if __name__ == "__main__":
    fixtures()
    example_catalog()
