#ifndef OPENSTORYBOARD_CIMAGECODECS_H
#define OPENSTORYBOARD_CIMAGECODECS_H

#include <stddef.h>
#include <stdint.h>

/// The container formats the decoders know.
typedef enum {
    OSBImageFormatUnknown = 0,
    OSBImageFormatPNG = 1,
    OSBImageFormatJPEG = 2,
} OSBImageFormat;

/// What reading an image header or decoding an image found.
typedef struct {
    OSBImageFormat format;
    uint32_t width;   ///< pixels
    uint32_t height;  ///< pixels
    int ok;           ///< 1 when the call succeeded; otherwise `message` says why
    char message[256];
} OSBImageInfo;

/// Identifies a PNG or JPEG by its signature bytes.
OSBImageFormat osb_image_sniff(const uint8_t *bytes, size_t length);

/// Reads the header of a PNG or JPEG in memory (libpng / libjpeg) and validates it.
OSBImageInfo osb_image_read_info(const uint8_t *bytes, size_t length);

/// Decodes a PNG or JPEG in memory into premultiplied-alpha BGRA pixels (Cairo's ARGB32 on
/// little-endian machines), `stride` bytes per row. `*pixels` is allocated with malloc; the caller
/// frees it with `osb_image_free`. On failure `*pixels` is NULL and the result says why.
OSBImageInfo osb_image_decode_bgra(const uint8_t *bytes, size_t length, uint8_t **pixels, size_t *stride);

void osb_image_free(uint8_t *pixels);

/// Writes premultiplied-alpha BGRA pixels (Cairo's ARGB32 on little-endian machines) to a PNG
/// file, fast: deflate level 1 with run-length matching and the Sub filter, RGB when every pixel
/// is opaque. Returns 1 on success; otherwise 0 and `message` says why.
int osb_png_write_bgra(const char *path, const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, char message[256]);

#endif
