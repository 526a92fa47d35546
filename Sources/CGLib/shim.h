#ifndef MATCHISMO_CGLIB_SHIM_H
#define MATCHISMO_CGLIB_SHIM_H

/* GLib, GObject and GIO: the one module that declares them, so CCairo and
 * CGtk (whose headers include this one first) share its types. */
#include <glib.h>
#include <glib-object.h>
#include <gio/gio.h>

/* gettext's domain binding (bindtextdomain) and setlocale, for GLibKit's Gettext. */
#include <libintl.h>
#include <locale.h>

/* glibc's malloc_trim, for GLibKit's ProcessMemory. */
#include <malloc.h>

/* A whole number with the locale's digit grouping ("12,345", "12.345"): printf's
 * ' flag, which Swift cannot reach through a varargs function. Free with g_free. */
static inline char *matchismo_format_grouped(long value) {
    return g_strdup_printf("%'ld", value);
}

/* `value` with `decimals` digits after the locale's decimal separator ("3.5", "3,5"). Free with g_free. */
static inline char *matchismo_format_fixed(double value, int decimals) {
    return g_strdup_printf("%'.*f", decimals, value);
}

#endif
