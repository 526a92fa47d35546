#ifndef MATCHISMO_CCAIRO_SHIM_H
#define MATCHISMO_CCAIRO_SHIM_H
/* GLib comes from CGLib's header first, so every module shares one GObject. */
#include "../CGLib/shim.h"
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#endif
