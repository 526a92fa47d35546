#ifndef MATCHISMO_CADW_SHIM_H
#define MATCHISMO_CADW_SHIM_H

/* GTK, GLib, cairo and Pango come from CGtk's header first, so libadwaita
 * shares their declarations with the other shims. libadwaita 1.2 (Debian 12)
 * is the floor; AdwKit's Swift code takes newer API under the compilation
 * conditions Package.swift sets from pkg-config (ADWAITA_1_5 and so on), and
 * the casts below follow the same versions. */
#include "../CGtk/shim.h"
#include <adwaita.h>

/* ---- Casts (ADW_*() are macros) ---- */
static inline AdwApplication *mtch_adw_application(gpointer p) { return ADW_APPLICATION(p); }
static inline AdwHeaderBar *mtch_adw_header_bar(gpointer p) { return ADW_HEADER_BAR(p); }
static inline AdwWindowTitle *mtch_adw_window_title(gpointer p) { return ADW_WINDOW_TITLE(p); }
static inline AdwToastOverlay *mtch_adw_toast_overlay(gpointer p) { return ADW_TOAST_OVERLAY(p); }
static inline AdwToast *mtch_adw_toast(gpointer p) { return ADW_TOAST(p); }
static inline AdwStatusPage *mtch_adw_status_page(gpointer p) { return ADW_STATUS_PAGE(p); }
static inline AdwPreferencesPage *mtch_adw_preferences_page(gpointer p) { return ADW_PREFERENCES_PAGE(p); }
static inline AdwPreferencesGroup *mtch_adw_preferences_group(gpointer p) { return ADW_PREFERENCES_GROUP(p); }
static inline AdwPreferencesRow *mtch_adw_preferences_row(gpointer p) { return ADW_PREFERENCES_ROW(p); }
static inline AdwActionRow *mtch_adw_action_row(gpointer p) { return ADW_ACTION_ROW(p); }
static inline AdwComboRow *mtch_adw_combo_row(gpointer p) { return ADW_COMBO_ROW(p); }
static inline AdwEntryRow *mtch_adw_entry_row(gpointer p) { return ADW_ENTRY_ROW(p); }
static inline AdwApplicationWindow *mtch_adw_application_window(gpointer p) { return ADW_APPLICATION_WINDOW(p); }
#if ADW_CHECK_VERSION(1, 3, 0)
static inline AdwBanner *mtch_adw_banner(gpointer p) { return ADW_BANNER(p); }
#endif
#if ADW_CHECK_VERSION(1, 4, 0)
static inline AdwToolbarView *mtch_adw_toolbar_view(gpointer p) { return ADW_TOOLBAR_VIEW(p); }
static inline AdwBreakpoint *mtch_adw_breakpoint(gpointer p) { return ADW_BREAKPOINT(p); }
#endif

/* ---- Dialogs: AdwDialog and its kinds from 1.5, windows before ----
 * The two share their properties ("heading", "default-response",
 * "extra-child", "application-name", ...); these cover the methods that differ. */
#if ADW_CHECK_VERSION(1, 5, 0)
static inline AdwDialog *mtch_adw_dialog(gpointer p) { return ADW_DIALOG(p); }
static inline GtkWidget *mtch_adw_alert_new(const char *heading, const char *body) {
    return GTK_WIDGET(adw_alert_dialog_new(heading, body));
}
static inline void mtch_adw_alert_add_response(gpointer d, const char *id, const char *label, AdwResponseAppearance look) {
    adw_alert_dialog_add_response(ADW_ALERT_DIALOG(d), id, label);
    adw_alert_dialog_set_response_appearance(ADW_ALERT_DIALOG(d), id, look);
}
static inline void mtch_adw_alert_set_response_enabled(gpointer d, const char *id, gboolean enabled) {
    adw_alert_dialog_set_response_enabled(ADW_ALERT_DIALOG(d), id, enabled);
}
static inline GtkWidget *mtch_adw_about_new(void) { return GTK_WIDGET(adw_about_dialog_new()); }
static inline GtkWidget *mtch_adw_preferences_new(void) { return GTK_WIDGET(adw_preferences_dialog_new()); }
static inline void mtch_adw_preferences_add(gpointer d, gpointer page) {
    adw_preferences_dialog_add(ADW_PREFERENCES_DIALOG(d), ADW_PREFERENCES_PAGE(page));
}
#else
static inline GtkWidget *mtch_adw_alert_new(const char *heading, const char *body) {
    return adw_message_dialog_new(NULL, heading, body);
}
static inline void mtch_adw_alert_add_response(gpointer d, const char *id, const char *label, AdwResponseAppearance look) {
    adw_message_dialog_add_response(ADW_MESSAGE_DIALOG(d), id, label);
    adw_message_dialog_set_response_appearance(ADW_MESSAGE_DIALOG(d), id, look);
}
static inline void mtch_adw_alert_set_response_enabled(gpointer d, const char *id, gboolean enabled) {
    adw_message_dialog_set_response_enabled(ADW_MESSAGE_DIALOG(d), id, enabled);
}
static inline GtkWidget *mtch_adw_about_new(void) { return adw_about_window_new(); }
static inline GtkWidget *mtch_adw_preferences_new(void) { return adw_preferences_window_new(); }
static inline void mtch_adw_preferences_add(gpointer d, gpointer page) {
    adw_preferences_window_add(ADW_PREFERENCES_WINDOW(d), ADW_PREFERENCES_PAGE(page));
}
#endif

#endif
