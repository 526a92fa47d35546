#ifndef MATCHISMO_CGTK_SHIM_H
#define MATCHISMO_CGTK_SHIM_H

/* Cairo and Pango come from CCairo's header first, so both modules share one
 * declaration of cairo_t and PangoLayout. */
#include "../CCairo/shim.h"
#include <gtk/gtk.h>

/* Small helpers for what Swift cannot call: type-checking cast macros,
 * varargs functions and construct-only properties. Nothing else lives here. */

/* ---- Casts (GTK_WIDGET() and friends are macros) ---- */
static inline GtkWidget *mtch_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkWindow *mtch_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkBox *mtch_box(gpointer p) { return GTK_BOX(p); }
static inline GtkOverlay *mtch_overlay(gpointer p) { return GTK_OVERLAY(p); }
static inline GtkLabel *mtch_label(gpointer p) { return GTK_LABEL(p); }
static inline GtkEntry *mtch_entry(gpointer p) { return GTK_ENTRY(p); }
static inline GtkEditable *mtch_editable(gpointer p) { return GTK_EDITABLE(p); }
static inline GtkButton *mtch_button(gpointer p) { return GTK_BUTTON(p); }
static inline GtkMenuButton *mtch_menu_button(gpointer p) { return GTK_MENU_BUTTON(p); }
static inline GtkDrawingArea *mtch_drawing_area(gpointer p) { return GTK_DRAWING_AREA(p); }
static inline GtkAccessible *mtch_accessible(gpointer p) { return GTK_ACCESSIBLE(p); }
static inline GtkActionable *mtch_actionable(gpointer p) { return GTK_ACTIONABLE(p); }
static inline GtkEventController *mtch_event_controller(gpointer p) { return GTK_EVENT_CONTROLLER(p); }
static inline GtkEventControllerKey *mtch_event_controller_key(gpointer p) { return GTK_EVENT_CONTROLLER_KEY(p); }
static inline GtkGesture *mtch_gesture(gpointer p) { return GTK_GESTURE(p); }
static inline GtkGestureSingle *mtch_gesture_single(gpointer p) { return GTK_GESTURE_SINGLE(p); }
static inline GtkApplication *mtch_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GtkRoot *mtch_root(gpointer p) { return GTK_ROOT(p); }
static inline GApplication *mtch_g_application(gpointer p) { return G_APPLICATION(p); }
static inline GActionMap *mtch_action_map(gpointer p) { return G_ACTION_MAP(p); }
static inline GAction *mtch_action(gpointer p) { return G_ACTION(p); }
static inline GObject *mtch_object(gpointer p) { return G_OBJECT(p); }
static inline GtkStack *mtch_stack(gpointer p) { return GTK_STACK(p); }
static inline GSimpleAction *mtch_simple_action(gpointer p) { return G_SIMPLE_ACTION(p); }
static inline GMenuModel *mtch_menu_model(gpointer p) { return G_MENU_MODEL(p); }
static inline GtkGrid *mtch_grid(gpointer p) { return GTK_GRID(p); }
static inline GtkRange *mtch_range(gpointer p) { return GTK_RANGE(p); }
static inline GtkScale *mtch_scale(gpointer p) { return GTK_SCALE(p); }
static inline GtkNative *mtch_native(gpointer p) { return GTK_NATIVE(p); }
static inline GdkToplevel *mtch_toplevel(gpointer p) { return GDK_TOPLEVEL(p); }

/* ---- Construct-only properties ---- */
static inline GtkWidget *mtch_drawing_area_new_with_role(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", role, NULL));
}

static inline GtkWidget *mtch_label_new_with_role(const char *text, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_LABEL, "label", text, "accessible-role", role, NULL));
}

static inline GtkWidget *mtch_box_new_with_role(GtkOrientation orientation, int spacing, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "orientation", orientation, "spacing", spacing,
                                   "accessible-role", role, NULL));
}

/* An icon button whose image is decoration, so screen readers read only the
 * button's own name (GTK 4.8 would name the image "GtkImage"). */
static inline GtkWidget *mtch_button_new_with_icon(const char *icon_name) {
    GtkWidget *button = gtk_button_new();
    GtkWidget *image = GTK_WIDGET(g_object_new(GTK_TYPE_IMAGE, "icon-name", icon_name,
                                               "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL));
    gtk_button_set_child(GTK_BUTTON(button), image);
    gtk_widget_add_css_class(button, "image-button");
    return button;
}

/* A widget of `type` (a GtkWidget subclass GtkKit registers, say). */
static inline GtkWidget *mtch_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

/* ---- Accessible properties and states (varargs) ---- */
static inline void mtch_accessible_set_label(GtkAccessible *a, const char *label) {
    gtk_accessible_update_property(a, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
static inline void mtch_accessible_set_description(GtkAccessible *a, const char *text) {
    gtk_accessible_update_property(a, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}
static inline void mtch_accessible_set_pressed(GtkAccessible *a, GtkAccessibleTristate value) {
    gtk_accessible_update_state(a, GTK_ACCESSIBLE_STATE_PRESSED, value, -1);
}
static inline void mtch_accessible_set_disabled(GtkAccessible *a, gboolean value) {
    gtk_accessible_update_state(a, GTK_ACCESSIBLE_STATE_DISABLED, value, -1);
}
static inline void mtch_accessible_reset_description(GtkAccessible *a) {
    gtk_accessible_reset_property(a, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}
static inline void mtch_accessible_set_hidden(GtkAccessible *a, gboolean value) {
    gtk_accessible_update_state(a, GTK_ACCESSIBLE_STATE_HIDDEN, value, -1);
}
static inline void mtch_accessible_set_value_text(GtkAccessible *a, const char *text) {
    gtk_accessible_update_property(a, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
}
/* Drops a LABELLED_BY relation, so that the LABEL property names the widget:
 * the relation wins over the property. GTK 4.18's drop-down labels itself by
 * its selected item, which would hide its own label. */
static inline void mtch_accessible_reset_labelled_by(GtkAccessible *a) {
    gtk_accessible_reset_relation(a, GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}
static inline void mtch_accessible_set_described_by(GtkAccessible *a, GtkAccessible *description) {
    gtk_accessible_update_relation(a, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, description, NULL, -1);
}

/* Has a screen reader say `text` once, without moving the focus. GTK 4.14 has
 * an announce call. GTK 4.8 has none: there the sentence becomes the
 * description of `a` (the focused widget, which Orca follows) and is reset at
 * once; screen readers present a description change of the focused object, and
 * ignore the reset to empty. Widgets that announce keep their own description
 * in a DESCRIBED_BY relation, which the reset leaves alone. */
static inline void mtch_accessible_announce(GtkAccessible *a, const char *text) {
#if GTK_CHECK_VERSION(4, 14, 0)
    gtk_accessible_announce(a, text, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#else
    gtk_accessible_update_property(a, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
    gtk_accessible_reset_property(a, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
#endif
}

/* Gives `a`, a widget that describes another (its DESCRIBED_BY target), `text`
 * as its description as well. From GTK 4.14 the described widget's description
 * is made of it, which screen readers ask afresh at each focus move (Orca 48
 * keeps the text of a described-by widget for up to a minute). GTK 4.8 would
 * make it part of the described widget's description too, but there that
 * description is how the widget announces (mtch_accessible_announce above), so
 * it is left alone: Orca 43 reads the describing widget's text afresh. */
static inline void mtch_accessible_set_describing_text(GtkAccessible *a, const char *text) {
#if GTK_CHECK_VERSION(4, 14, 0)
    gtk_accessible_update_property(a, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
#else
    (void)a;
    (void)text;
#endif
}

/* The role assistive technologies get for a widget: its "accessible-role"
 * property where it was set, else its class's role. GTK 4.8 fills the
 * property from the class; GTK 4.10 and later leave it generic and take the
 * class's role when an accessibility backend asks (with none, even
 * gtk_accessible_get_accessible_role answers generic). */
static inline GtkAccessibleRole mtch_accessible_role(gpointer widget) {
    GtkAccessibleRole role = GTK_ACCESSIBLE_ROLE_NONE;
    g_object_get(widget, "accessible-role", &role, NULL);
    if (role == GTK_ACCESSIBLE_ROLE_GENERIC)
        role = gtk_widget_class_get_accessible_role(GTK_WIDGET_GET_CLASS(widget));
    return role;
}

/* Loads CSS text into a provider: gtk_css_provider_load_from_string where the
 * GTK built against is 4.12 or later, gtk_css_provider_load_from_data (which
 * 4.12 deprecates) before. */
static inline void mtch_css_provider_load(GtkCssProvider *provider, const char *css) {
#if GTK_CHECK_VERSION(4, 12, 0)
    gtk_css_provider_load_from_string(provider, css);
#else
    gtk_css_provider_load_from_data(provider, css, -1);
#endif
}

/* Whether the running GTK tells assistive technologies about a GtkRange's
 * value changes. GTK 4.8 does not: the AT-SPI Value interface gives the
 * current value, but no value-change event is ever sent, so a screen reader
 * hears a new value only on the next focus (measured with Orca 43). Later GTK
 * sends an `accessible-value` change whenever a range's VALUE_NOW changes;
 * taken here to start with 4.10, where ranges became GtkAccessibleRange (not
 * measured: Debian 12 has 4.8). */
static inline gboolean mtch_gtk_reports_range_value_changes(void) {
    return gtk_get_major_version() > 4 || (gtk_get_major_version() == 4 && gtk_get_minor_version() >= 10);
}

/* ---- Opening a URI with the desktop's application for its scheme ---- */

/* Hears, once, how a launch went: `problem` is NULL when the application
 * started, else why nothing could (valid during the call only). */
typedef void (*MtchUriOpened)(const char *problem, gpointer data);

typedef struct {
    MtchUriOpened opened;
    gpointer data;
} MtchUriLaunch;

static inline void mtch_uri_launch_finished(GObject *source, GAsyncResult *result, gpointer user_data) {
    MtchUriLaunch *launch = user_data;
    GError *error = NULL;
#if GTK_CHECK_VERSION(4, 10, 0)
    gtk_uri_launcher_launch_finish(GTK_URI_LAUNCHER(source), result, &error);
#else
    gtk_show_uri_full_finish(GTK_WINDOW(source), result, &error);
#endif
    launch->opened(error != NULL ? error->message : NULL, launch->data);
    g_clear_error(&error);
    g_free(launch);
}

/* Opens `uri` over `parent`: GtkUriLauncher where the GTK built against is
 * 4.10 or later, gtk_show_uri_full (which 4.10 deprecates) before. Not plain
 * gtk_show_uri: it logs a warning when nothing opens the URI and tells the
 * caller nothing, where this tells `opened`, which can offer something else. */
static inline void mtch_open_uri(GtkWindow *parent, const char *uri, MtchUriOpened opened, gpointer data) {
    /* GTK 4.8 exports a parent's window handle on X11 without a check, and
     * crashes for a window that has no surface yet; such a window has nothing
     * for the application to open over anyway. */
    if (parent != NULL && !gtk_widget_get_realized(GTK_WIDGET(parent))) parent = NULL;
    MtchUriLaunch *launch = g_new(MtchUriLaunch, 1);
    launch->opened = opened;
    launch->data = data;
#if GTK_CHECK_VERSION(4, 10, 0)
    GtkUriLauncher *launcher = gtk_uri_launcher_new(uri);
    gtk_uri_launcher_launch(launcher, parent, NULL, mtch_uri_launch_finished, launch);
    g_object_unref(launcher);
#else
    gtk_show_uri_full(parent, uri, GDK_CURRENT_TIME, NULL, mtch_uri_launch_finished, launch);
#endif
}

/* ---- Object properties (varargs getters and setters) ---- */
static inline int mtch_object_get_int(gpointer object, const char *name) {
    int value = 0;
    g_object_get(object, name, &value, NULL);
    return value;
}
static inline gboolean mtch_object_get_boolean(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}
static inline char *mtch_object_dup_string(gpointer object, const char *name) {
    char *value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}
static inline void mtch_object_set_boolean(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}
static inline void mtch_object_set_int(gpointer object, const char *name, int value) {
    g_object_set(object, name, value, NULL);
}
/* A string, a string array (char **) or an object. */
static inline void mtch_object_set_pointer(gpointer object, const char *name, gconstpointer value) {
    g_object_set(object, name, value, NULL);
}

/* ---- Emitting signals with arguments (g_signal_emit_by_name is varargs); for tests ---- */
static inline void mtch_emit_none(gpointer instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}
static inline void mtch_emit_int_double_double(gpointer instance, const char *signal, int n, double x, double y) {
    g_signal_emit_by_name(instance, signal, n, x, y);
}
static inline void mtch_emit_double_double(gpointer instance, const char *signal, double x, double y) {
    g_signal_emit_by_name(instance, signal, x, y);
}
static inline void mtch_emit_double(gpointer instance, const char *signal, double x) {
    g_signal_emit_by_name(instance, signal, x);
}
static inline void mtch_emit_pointer(gpointer instance, const char *signal, gpointer p) {
    g_signal_emit_by_name(instance, signal, p);
}
static inline gboolean mtch_emit_key_pressed(gpointer instance, guint keyval, guint keycode, GdkModifierType state) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(instance, "key-pressed", keyval, keycode, state, &handled);
    return handled;
}
static inline void mtch_emit_key_released(gpointer instance, guint keyval, guint keycode, GdkModifierType state) {
    g_signal_emit_by_name(instance, "key-released", keyval, keycode, state);
}
static inline gboolean mtch_emit_returns_boolean(gpointer instance, const char *signal) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(instance, signal, &handled);
    return handled;
}

/* ---- GApplication options (the entry array is a C struct list) ---- */
static inline void mtch_application_add_option(GApplication *app, const char *long_name, char short_name,
                                               GOptionArg arg, const char *description,
                                               const char *arg_description) {
    g_application_add_main_option(app, long_name, short_name, G_OPTION_FLAG_NONE, arg, description,
                                  arg_description);
}

/* ---- Variant types (G_VARIANT_TYPE_* are macros) ---- */
static inline const GVariantType *mtch_variant_type_string(void) { return G_VARIANT_TYPE_STRING; }

/* ---- Options dictionaries ---- */
static inline char *mtch_options_dup_string(GVariantDict *dict, const char *key) {
    GVariant *value = g_variant_dict_lookup_value(dict, key, G_VARIANT_TYPE_STRING);
    if (value == NULL) return NULL;
    char *text = g_variant_dup_string(value, NULL);
    g_variant_unref(value);
    return text;
}

/* ---- X11 frame synchronization: a few calls of <gdk/x11/gdkx.h> ----
 * Declared here rather than by including that header, which would bring
 * Xlib's macros into Swift. Same declarations as GDK's own. */
typedef struct _GdkX11Screen GdkX11Screen;
GType gdk_x11_display_get_type(void);
GType gdk_x11_surface_get_type(void);
GdkX11Screen *gdk_x11_display_get_screen(GdkDisplay *display);
gboolean gdk_x11_screen_supports_net_wm_hint(GdkX11Screen *screen, const char *property_name);
void gdk_x11_surface_set_frame_sync_enabled(GdkSurface *surface, gboolean frame_sync_enabled);

/* ---- OpenGL: one query, through libepoxy (which GTK loads anyway) ----
 * Declared here rather than by including <epoxy/gl.h>, which would bring
 * every GL symbol into Swift. Same type as epoxy's own declaration. */
extern const unsigned char *(*epoxy_glGetString)(unsigned int name);

/* glGetString(GL_RENDERER) of the current context, such as "llvmpipe (LLVM
 * 15.0.6, 256 bits)"; a GL context must be current. */
static inline const char *mtch_gl_renderer(void) {
    return (const char *)epoxy_glGetString(0x1F01 /* GL_RENDERER */);
}

#endif
