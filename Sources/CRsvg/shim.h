#ifndef OPENSTORYBOARD_CRSVG_SHIM_H
#define OPENSTORYBOARD_CRSVG_SHIM_H
#include <librsvg/rsvg.h>
#endif
