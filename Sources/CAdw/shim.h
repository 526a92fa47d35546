#ifndef MATCHISMO_CADW_SHIM_H
#define MATCHISMO_CADW_SHIM_H

/* GTK, GLib, cairo and Pango come from CGtk's header first, so libadwaita
 * shares their declarations with the other shims. Only libadwaita 1.2 API is
 * used (Debian 12); newer versions build unchanged. */
#include "../CGtk/shim.h"
#include <adwaita.h>

/* ---- Casts (ADW_*() are macros) ---- */
static inline AdwApplication *mtch_adw_application(gpointer p) { return ADW_APPLICATION(p); }
static inline AdwHeaderBar *mtch_adw_header_bar(gpointer p) { return ADW_HEADER_BAR(p); }
static inline AdwWindowTitle *mtch_adw_window_title(gpointer p) { return ADW_WINDOW_TITLE(p); }
static inline AdwToastOverlay *mtch_adw_toast_overlay(gpointer p) { return ADW_TOAST_OVERLAY(p); }
static inline AdwToast *mtch_adw_toast(gpointer p) { return ADW_TOAST(p); }
static inline AdwStatusPage *mtch_adw_status_page(gpointer p) { return ADW_STATUS_PAGE(p); }
static inline AdwPreferencesWindow *mtch_adw_preferences_window(gpointer p) { return ADW_PREFERENCES_WINDOW(p); }
static inline AdwPreferencesPage *mtch_adw_preferences_page(gpointer p) { return ADW_PREFERENCES_PAGE(p); }
static inline AdwPreferencesGroup *mtch_adw_preferences_group(gpointer p) { return ADW_PREFERENCES_GROUP(p); }
static inline AdwPreferencesRow *mtch_adw_preferences_row(gpointer p) { return ADW_PREFERENCES_ROW(p); }
static inline AdwActionRow *mtch_adw_action_row(gpointer p) { return ADW_ACTION_ROW(p); }
static inline AdwComboRow *mtch_adw_combo_row(gpointer p) { return ADW_COMBO_ROW(p); }
static inline AdwEntryRow *mtch_adw_entry_row(gpointer p) { return ADW_ENTRY_ROW(p); }
static inline AdwAboutWindow *mtch_adw_about_window(gpointer p) { return ADW_ABOUT_WINDOW(p); }
static inline AdwMessageDialog *mtch_adw_message_dialog(gpointer p) { return ADW_MESSAGE_DIALOG(p); }

#endif
