// PNG encoding through the system's libpng, tuned for rendered screens: fast deflate (level 1,
// run-length strategy, the Sub filter), RGB when every pixel is opaque. libpng reports errors
// by longjmp, which Swift cannot catch: this file turns them into messages.
#include "CImageCodecs.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef struct {
    jmp_buf jump;
    char message[256];
} OSBPNGErrorState;

static void osb_png_error(png_structp png, png_const_charp message) {
    OSBPNGErrorState *state = png_get_error_ptr(png);
    snprintf(state->message, sizeof state->message, "%s", message);
    longjmp(state->jump, 1);
}

static void osb_png_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

int osb_png_write_bgra(const char *path, const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, char message[256]) {
    message[0] = 0;
    int opaque = 1;
    for (uint32_t y = 0; y < height && opaque; y++) {
        const uint8_t *row = pixels + (size_t)y * stride;
        for (uint32_t x = 0; x < width; x++) {
            if (row[x * 4 + 3] != 255) { opaque = 0; break; }
        }
    }
    FILE *file = fopen(path, "wb");
    if (file == NULL) {
        snprintf(message, 256, "cannot open for writing");
        return 0;
    }
    OSBPNGErrorState state;
    memset(&state, 0, sizeof state);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, osb_png_error, osb_png_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    uint8_t *row = malloc((size_t)width * 4);
    if (png == NULL || info == NULL || row == NULL) {
        if (png) png_destroy_write_struct(&png, info ? &info : NULL);
        free(row);
        fclose(file);
        snprintf(message, 256, "out of memory");
        return 0;
    }
    if (setjmp(state.jump)) {
        png_destroy_write_struct(&png, &info);
        free(row);
        fclose(file);
        snprintf(message, 256, "%s", state.message);
        return 0;
    }
    png_init_io(png, file);
    png_set_compression_level(png, 1);
    png_set_compression_strategy(png, Z_RLE);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB);
    png_set_IHDR(png, info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *source = pixels + (size_t)y * stride;
        uint8_t *out = row;
        for (uint32_t x = 0; x < width; x++, source += 4) {
            // Premultiplied BGRA (Cairo's ARGB32 on little-endian) to straight RGB(A).
            uint8_t b = source[0], g = source[1], r = source[2], a = source[3];
            if (opaque) {
                *out++ = r; *out++ = g; *out++ = b;
            } else {
                if (a != 0 && a != 255) {
                    r = (uint8_t)((r * 255 + a / 2) / a);
                    g = (uint8_t)((g * 255 + a / 2) / a);
                    b = (uint8_t)((b * 255 + a / 2) / a);
                }
                *out++ = r; *out++ = g; *out++ = b; *out++ = a;
            }
        }
        png_write_row(png, row);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(row);
    if (fclose(file) != 0) {
        snprintf(message, 256, "cannot finish writing");
        return 0;
    }
    return 1;
}
