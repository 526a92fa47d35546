#ifndef MATCHISMO_CGTK_SHIM_H
#define MATCHISMO_CGTK_SHIM_H
#include "../CCairo/shim.h"
#include <gtk/gtk.h>
#endif
