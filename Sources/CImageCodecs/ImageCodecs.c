// Image decoding through the system's libpng (simplified API) and libjpeg(-turbo).
// libjpeg reports errors by longjmp, which Swift cannot catch: this file turns them into messages.
#include "CImageCodecs.h"

#include <png.h>
#include <jpeglib.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

OSBImageFormat osb_image_sniff(const uint8_t *bytes, size_t length) {
    static const uint8_t pngSignature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    if (length >= 8 && memcmp(bytes, pngSignature, 8) == 0) return OSBImageFormatPNG;
    if (length >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF) return OSBImageFormatJPEG;
    return OSBImageFormatUnknown;
}

static OSBImageInfo failure(OSBImageFormat format, const char *message) {
    OSBImageInfo info;
    memset(&info, 0, sizeof info);
    info.format = format;
    info.ok = 0;
    snprintf(info.message, sizeof info.message, "%s", message);
    return info;
}

// MARK: PNG

static OSBImageInfo png_decode(const uint8_t *bytes, size_t length, uint8_t **pixels, size_t *stride) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, bytes, length)) {
        OSBImageInfo info = failure(OSBImageFormatPNG, image.message);
        png_image_free(&image);
        return info;
    }
    OSBImageInfo info;
    memset(&info, 0, sizeof info);
    info.format = OSBImageFormatPNG;
    info.width = image.width;
    info.height = image.height;
    if (pixels == NULL) {
        png_image_free(&image);
        info.ok = 1;
        return info;
    }
    image.format = PNG_FORMAT_BGRA;
    size_t rowBytes = PNG_IMAGE_ROW_STRIDE(image) * PNG_IMAGE_PIXEL_COMPONENT_SIZE(image.format);
    uint8_t *buffer = malloc(PNG_IMAGE_BUFFER_SIZE(image, PNG_IMAGE_ROW_STRIDE(image)));
    if (buffer == NULL) {
        png_image_free(&image);
        return failure(OSBImageFormatPNG, "out of memory");
    }
    if (!png_image_finish_read(&image, NULL, buffer, (png_int_32)PNG_IMAGE_ROW_STRIDE(image), NULL)) {
        free(buffer);
        OSBImageInfo bad = failure(OSBImageFormatPNG, image.message);
        png_image_free(&image);
        return bad;
    }
    // Premultiply alpha for Cairo.
    for (size_t y = 0; y < image.height; y++) {
        uint8_t *row = buffer + y * rowBytes;
        for (size_t x = 0; x < image.width; x++) {
            uint8_t *p = row + x * 4;
            unsigned a = p[3];
            if (a != 255) {
                p[0] = (uint8_t)((p[0] * a + 127) / 255);
                p[1] = (uint8_t)((p[1] * a + 127) / 255);
                p[2] = (uint8_t)((p[2] * a + 127) / 255);
            }
        }
    }
    *pixels = buffer;
    *stride = rowBytes;
    info.ok = 1;
    return info;
}

// MARK: JPEG

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} osb_jpeg_error;

static void osb_jpeg_error_exit(j_common_ptr cinfo) {
    osb_jpeg_error *error = (osb_jpeg_error *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, error->message);
    longjmp(error->jump, 1);
}

static void osb_jpeg_silence(j_common_ptr cinfo) { (void)cinfo; }

static OSBImageInfo jpeg_decode(const uint8_t *bytes, size_t length, uint8_t **pixels, size_t *stride) {
    struct jpeg_decompress_struct cinfo;
    osb_jpeg_error error;
    uint8_t *volatile buffer = NULL;
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = jpeg_std_error(&error.base);
    error.base.error_exit = osb_jpeg_error_exit;
    error.base.output_message = osb_jpeg_silence;
    error.message[0] = 0;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&cinfo);
        free(buffer);
        return failure(OSBImageFormatJPEG, error.message[0] ? error.message : "invalid JPEG data");
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, bytes, (unsigned long)length);
    jpeg_read_header(&cinfo, TRUE);
    OSBImageInfo info;
    memset(&info, 0, sizeof info);
    info.format = OSBImageFormatJPEG;
    info.width = cinfo.image_width;
    info.height = cinfo.image_height;
    if (pixels == NULL) {
        jpeg_destroy_decompress(&cinfo);
        info.ok = 1;
        return info;
    }
    cinfo.out_color_space = JCS_EXT_BGRA;
    jpeg_start_decompress(&cinfo);
    size_t rowBytes = (size_t)cinfo.output_width * 4;
    buffer = malloc(rowBytes * cinfo.output_height);
    if (buffer == NULL) {
        jpeg_destroy_decompress(&cinfo);
        return failure(OSBImageFormatJPEG, "out of memory");
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = buffer + (size_t)cinfo.output_scanline * rowBytes;
        jpeg_read_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    *pixels = buffer;
    *stride = rowBytes;
    info.ok = 1;
    return info;
}

// MARK: Entry points

static OSBImageInfo decode(const uint8_t *bytes, size_t length, uint8_t **pixels, size_t *stride) {
    if (pixels) *pixels = NULL;
    switch (osb_image_sniff(bytes, length)) {
    case OSBImageFormatPNG: return png_decode(bytes, length, pixels, stride);
    case OSBImageFormatJPEG: return jpeg_decode(bytes, length, pixels, stride);
    default: return failure(OSBImageFormatUnknown, "not a PNG or JPEG image (unrecognised signature)");
    }
}

OSBImageInfo osb_image_read_info(const uint8_t *bytes, size_t length) {
    return decode(bytes, length, NULL, NULL);
}

OSBImageInfo osb_image_decode_bgra(const uint8_t *bytes, size_t length, uint8_t **pixels, size_t *stride) {
    return decode(bytes, length, pixels, stride);
}

void osb_image_free(uint8_t *pixels) { free(pixels); }
