#ifndef MATCHISMO_CGLIB_SHIM_H
#define MATCHISMO_CGLIB_SHIM_H

/* GLib, GObject and GIO: the one module that declares them, so CCairo and
 * CGtk (whose headers include this one first) share its types. */
#include <glib.h>
#include <glib-object.h>
#include <gio/gio.h>

#endif
