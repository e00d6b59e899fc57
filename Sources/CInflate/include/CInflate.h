#ifndef OPENSTORYBOARD_CINFLATE_H
#define OPENSTORYBOARD_CINFLATE_H

#include <stddef.h>
#include <stdint.h>

/// Inflates zlib data (PDF's FlateDecode) into at most `limit` bytes, allocated with malloc (free
/// with `osb_inflate_free`); NULL when nothing could be inflated. `*outLength` is the size.
uint8_t *osb_inflate(const uint8_t *bytes, size_t length, size_t limit, size_t *outLength);

void osb_inflate_free(uint8_t *bytes);

#endif
