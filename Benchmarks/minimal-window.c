/* The toolkit's floor for start-up time and memory: a GTK 4 window holding
 * one drawing area, which reports the wall-clock time of its first draw as
 * "first-frame <microseconds since the epoch>" on standard error, the same
 * line matchismo prints when MATCHISMO_STATS is set. Like matchismo's main
 * window: 960x720 by default, a unique GApplication.
 *
 * Built with -DMINIMAL_ADWAITA it is the libadwaita floor instead: an
 * AdwApplication (which loads libadwaita's style sheet and style manager)
 * whose AdwApplicationWindow holds an AdwHeaderBar above the drawing area.
 *
 * It is also the floor for animations: any key redraws the whole drawing
 * area, in a new colour, at each of ANIMATION_FRAMES frames, as a shuffle moves
 * cards over the whole table, then reports the frames as matchismo does
 * ("matchismo-stats: animation frames N, mean …, median …, max …"): what the
 * toolkit and the compositor take for a full-window frame, with no drawing
 * of its own to speak of. */
#include <gtk/gtk.h>
#include <stdio.h>
#ifdef MINIMAL_ADWAITA
#include <adwaita.h>
#endif

/* About a second at 60 frames a second; a shuffle has about 20. */
#define ANIMATION_FRAMES 60

static gboolean animating;
static gint64 last_frame;
static double frames[ANIMATION_FRAMES];
static int frame_count;

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
report_animation (void)
{
  double sorted[ANIMATION_FRAMES], total = 0;

  if (frame_count == 0)
    return;
  for (int i = 0; i < frame_count; i++)
    total += sorted[i] = frames[i];
  qsort (sorted, frame_count, sizeof (double), compare_doubles);
  fprintf (stderr, "matchismo-stats: animation frames %d, mean %.2f ms, median %.2f ms, max %.2f ms, "
           "painter calls 0 (total 0)\n", frame_count, total / frame_count, sorted[frame_count / 2],
           sorted[frame_count - 1]);
  fflush (stderr);
}

static gboolean
tick (GtkWidget *area, GdkFrameClock *clock, gpointer data)
{
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  if (last_frame != 0)
    frames[frame_count++] = (now - last_frame) / 1000.0;
  last_frame = now;
  gtk_widget_queue_draw (area);
  if (frame_count < ANIMATION_FRAMES)
    return G_SOURCE_CONTINUE;
  report_animation ();
  animating = FALSE;
  return G_SOURCE_REMOVE;
}

static gboolean
key_pressed (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state, gpointer area)
{
  if (animating)
    return TRUE;
  animating = TRUE;
  last_frame = 0;
  frame_count = 0;
  gtk_widget_add_tick_callback (area, tick, NULL, NULL);
  return TRUE;
}

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
  /* Each frame of an animation a shade lighter, so every pixel changes. */
  cairo_set_source_rgb (cr, 0.18, 0.42 + 0.001 * (frame_count % 100), 0.27);
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
  GtkEventController *keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), area);
  gtk_widget_add_controller (window, keys);
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
