#ifndef OPENSTORYBOARD_CPANGOCAIRO_SHIM_H
#define OPENSTORYBOARD_CPANGOCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#endif
