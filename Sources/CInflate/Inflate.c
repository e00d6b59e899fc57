// zlib inflation for the built-in PDF reader (FlateDecode object streams).
#include "CInflate.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

uint8_t *osb_inflate(const uint8_t *bytes, size_t length, size_t limit, size_t *outLength) {
    *outLength = 0;
    if (bytes == NULL || length == 0 || limit == 0) return NULL;
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit(&stream) != Z_OK) return NULL;
    size_t capacity = length * 4 < 4096 ? 4096 : length * 4;
    if (capacity > limit) capacity = limit;
    uint8_t *output = malloc(capacity);
    if (output == NULL) {
        inflateEnd(&stream);
        return NULL;
    }
    stream.next_in = (Bytef *)bytes;
    stream.avail_in = (uInt)(length > 0xFFFFFFFFu ? 0xFFFFFFFFu : length);
    int status = Z_OK;
    while (status == Z_OK) {
        if (stream.total_out == capacity) {
            if (capacity == limit) break;
            size_t grown = capacity * 2 > limit ? limit : capacity * 2;
            uint8_t *bigger = realloc(output, grown);
            if (bigger == NULL) break;
            output = bigger;
            capacity = grown;
        }
        stream.next_out = output + stream.total_out;
        stream.avail_out = (uInt)(capacity - stream.total_out);
        status = inflate(&stream, Z_NO_FLUSH);
    }
    size_t produced = stream.total_out;
    inflateEnd(&stream);
    // A stream cut short still gives what it decoded (PDF readers are lenient the same way).
    if (produced == 0 || (status != Z_STREAM_END && status != Z_OK && status != Z_BUF_ERROR)) {
        free(output);
        return NULL;
    }
    *outLength = produced;
    return output;
}

void osb_inflate_free(uint8_t *bytes) { free(bytes); }
