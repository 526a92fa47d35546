#ifndef MATCHISMO_CX11CAIRO_SHIM_H
#define MATCHISMO_CX11CAIRO_SHIM_H

/* cairo's Xlib surfaces, for the X11-only code in GtkKit. A module of its own
 * (after CGtk's header, CGtk <- CX11Cairo) so that Xlib's types and macros
 * reach only the Swift files that import it. */
#include "../CGtk/shim.h"
#include <cairo-xlib.h>

/* Two calls of <gdk/x11/gdkx.h>, which would bring in all of GDK's X11 API:
 * the Xlib display of a GDK display and the X window of a GDK surface. Same
 * declarations as GDK's own. */
Display *gdk_x11_display_get_xdisplay(GdkDisplay *display);
Window gdk_x11_surface_get_xid(GdkSurface *surface);

#endif
