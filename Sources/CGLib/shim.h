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

/* ---- Signals: what C types a signal passes, for the check that a trampoline matches it ---- */

/* The type of a GObject or other instance (G_TYPE_FROM_INSTANCE is a macro). */
static inline GType matchismo_instance_type(gpointer instance) {
    return G_TYPE_FROM_INSTANCE(instance);
}

/* How a value of `type` reaches a C callback: the classes a trampoline can
 * declare. A signal's parameter types may carry G_SIGNAL_TYPE_STATIC_SCOPE. */
typedef enum {
    MATCHISMO_C_NONE,
    MATCHISMO_C_POINTER,
    MATCHISMO_C_STRING,
    MATCHISMO_C_INT,
    MATCHISMO_C_UINT,
    MATCHISMO_C_DOUBLE,
    MATCHISMO_C_BOOLEAN,
    MATCHISMO_C_OTHER,
} MatchismoCValue;

static inline MatchismoCValue matchismo_c_value(GType type) {
    switch (G_TYPE_FUNDAMENTAL(type & ~G_SIGNAL_TYPE_STATIC_SCOPE)) {
    case G_TYPE_NONE: return MATCHISMO_C_NONE;
    case G_TYPE_BOOLEAN: return MATCHISMO_C_BOOLEAN;
    case G_TYPE_INT: case G_TYPE_ENUM: return MATCHISMO_C_INT;
    case G_TYPE_UINT: case G_TYPE_FLAGS: return MATCHISMO_C_UINT;
    case G_TYPE_DOUBLE: return MATCHISMO_C_DOUBLE;
    case G_TYPE_STRING: return MATCHISMO_C_STRING;
    case G_TYPE_POINTER: case G_TYPE_BOXED: case G_TYPE_PARAM: case G_TYPE_OBJECT:
    case G_TYPE_INTERFACE: case G_TYPE_VARIANT: return MATCHISMO_C_POINTER;
    default: return MATCHISMO_C_OTHER;
    }
}

/* A critical in `domain`'s log (g_log is varargs). */
static inline void matchismo_log_critical(const char *domain, const char *message) {
    g_log(domain, G_LOG_LEVEL_CRITICAL, "%s", message);
}

/* Emits a signal that passes one string, as GSettings' `changed` does; for tests. */
static inline void matchismo_emit_string(gpointer instance, const char *signal, const char *value) {
    g_signal_emit_by_name(instance, signal, value);
}

#endif
