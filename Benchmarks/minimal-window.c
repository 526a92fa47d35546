/* The toolkit's floor for start-up time and memory: a GTK 4 window holding
 * one drawing area, which reports the wall-clock time of its first draw as
 * "first-frame <microseconds since the epoch>" on standard error, the same
 * line matchismo prints when MATCHISMO_STATS is set. Like matchismo's main
 * window: 960x720 by default, a unique GApplication.
 *
 * Built with -DMINIMAL_ADWAITA it is the libadwaita floor instead: an
 * AdwApplication (which loads libadwaita's style sheet and style manager)
 * whose AdwApplicationWindow holds an AdwHeaderBar above the drawing area. */
#include <gtk/gtk.h>
#include <stdio.h>
#ifdef MINIMAL_ADWAITA
#include <adwaita.h>
#endif

static void
draw (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  static gboolean reported = FALSE;

  if (!reported)
    {
      reported = TRUE;
      fprintf (stderr, "first-frame %" G_GINT64_FORMAT "\n", g_get_real_time ());
      fflush (stderr);
    }
  cairo_set_source_rgb (cr, 0.18, 0.42, 0.27);
  cairo_paint (cr);
}

static void
activate (GtkApplication *app, gpointer data)
{
  GtkWidget *area = gtk_drawing_area_new ();
#ifdef MINIMAL_ADWAITA
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_widget_set_vexpand (area, TRUE);
  gtk_box_append (GTK_BOX (box), area);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
#else
  GtkWidget *window = gtk_application_window_new (app);

  gtk_window_set_child (GTK_WINDOW (window), area);
#endif
  gtk_window_set_title (GTK_WINDOW (window), "Minimal");
  gtk_window_set_default_size (GTK_WINDOW (window), 960, 720);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw, NULL, NULL);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
#ifdef MINIMAL_ADWAITA
  GtkApplication *app = GTK_APPLICATION (adw_application_new ("io.github.matchismo.MinimalAdwaitaWindow",
                                                              G_APPLICATION_DEFAULT_FLAGS));
#else
  GtkApplication *app = gtk_application_new ("io.github.matchismo.MinimalWindow",
                                              G_APPLICATION_DEFAULT_FLAGS);
#endif
  int status;

  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  status = g_application_run (G_APPLICATION (app), argc, argv);
  g_object_unref (app);
  return status;
}
