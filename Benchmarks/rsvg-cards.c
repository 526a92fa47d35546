/* What librsvg takes to draw a card of an SVG card theme, cold, as
 * matchismo-bench's render.card.* figures measure our painters: every render
 * makes a fresh 250x350 ARGB32 image surface, draws one card into it, scaled
 * to fill it, and frees the surface again. The SVG is parsed once, before any
 * timing (a game loads its theme once too).
 *
 *   rsvg-cards THEME.svg[z] [NAME=]#ID...
 *
 * For each element id (a card of the theme, such as "#heart_7" in Aisleriot's
 * bonded.svg) it times the render as matchismo-bench's Runner does: one
 * render, untimed but for choosing a batch of renders that lasts at least
 * 20 ms, one batch to warm up, then 21 batches, each giving the mean time of
 * one render. It prints one line in matchismo-bench's format, named NAME (the
 * id without its "#" when no NAME is given):
 *
 *   rsvg.card.NAME: MEDIAN µs (min MIN, max MAX, n 21)
 *
 * The card is drawn the way Aisleriot draws its cards: its layer of the whole
 * document (rsvg_handle_render_layer, the successor of the
 * rsvg_handle_render_cairo_sub that Aisleriot calls), with the element's ink
 * rectangle mapped onto the surface. Exits with 1 when the SVG cannot be read,
 * or an id is not in it or cannot be drawn. */
#include <cairo.h>
#include <librsvg/rsvg.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define WIDTH 250
#define HEIGHT 350
/* Timed batches, and the shortest time one batch should last, in µs. */
#define SAMPLES 21
#define SAMPLE_MICROSECONDS 20000.0

/* Microseconds on the monotonic clock. */
static double
now (void)
{
  struct timespec t;

  clock_gettime (CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static int
compare (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Renders the layer ID of HANDLE into a new surface, the element's INK
 * rectangle (in DOCUMENT's coordinates) filling it, and frees the surface. */
static gboolean
render (RsvgHandle *handle, const char *id, const RsvgRectangle *document,
        const RsvgRectangle *ink, GError **error)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  cairo_t *cr = cairo_create (surface);
  gboolean done;

  cairo_scale (cr, WIDTH / ink->width, HEIGHT / ink->height);
  cairo_translate (cr, -ink->x, -ink->y);
  done = rsvg_handle_render_layer (handle, cr, id, document, error);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return done;
}

/* Measures one "[NAME=]#ID" argument and prints its line; FALSE on error. */
static gboolean
measure (RsvgHandle *handle, const RsvgRectangle *document, const char *argument)
{
  const char *equals = strchr (argument, '=');
  const char *id = equals ? equals + 1 : argument;
  const char *name = equals ? argument : argument + 1;
  int name_length = equals ? (int) (equals - argument) : (int) strlen (name);
  RsvgRectangle ink, logical;
  double times[SAMPLES], start;
  GError *error = NULL;
  int batch;

  if (id[0] != '#' || !rsvg_handle_has_sub (handle, id))
    {
      fprintf (stderr, "rsvg-cards: no element '%s' in the SVG (ids look like #heart_7)\n", id);
      return FALSE;
    }
  if (!rsvg_handle_get_geometry_for_layer (handle, id, document, &ink, &logical, &error)
      || ink.width <= 0 || ink.height <= 0)
    {
      fprintf (stderr, "rsvg-cards: %s has no size: %s\n", id, error ? error->message : "empty");
      g_clear_error (&error);
      return FALSE;
    }
  /* One render tells how many make a batch; one batch warms up. */
  start = now ();
  if (!render (handle, id, document, &ink, &error))
    goto failed;
  batch = (int) ceil (SAMPLE_MICROSECONDS / fmax (now () - start, 0.01));
  for (int run = -1; run < SAMPLES; run++)
    {
      start = now ();
      for (int i = 0; i < batch; i++)
        if (!render (handle, id, document, &ink, &error))
          goto failed;
      if (run >= 0)
        times[run] = (now () - start) / batch;
    }
  qsort (times, SAMPLES, sizeof times[0], compare);
  printf ("rsvg.card.%.*s: %.0f µs (min %.0f, max %.0f, n %d)\n",
          name_length, name, times[SAMPLES / 2], times[0], times[SAMPLES - 1], SAMPLES);
  fflush (stdout);
  return TRUE;

failed:
  fprintf (stderr, "rsvg-cards: cannot render %s: %s\n", id, error->message);
  g_error_free (error);
  return FALSE;
}

int
main (int argc, char **argv)
{
  RsvgRectangle document = { 0, 0, 0, 0 };
  RsvgHandle *handle;
  GError *error = NULL;
  int status = 0;

  if (argc < 3)
    {
      fprintf (stderr, "usage: rsvg-cards THEME.svg[z] [NAME=]#ID...\n");
      return 2;
    }
  handle = rsvg_handle_new_from_file (argv[1], &error);
  if (!handle)
    {
      fprintf (stderr, "rsvg-cards: cannot read %s: %s\n", argv[1], error->message);
      g_error_free (error);
      return 1;
    }
  /* The viewport the layers are laid out in: the document at its own size,
   * as rsvg_handle_render_cairo_sub used it. */
  if (!rsvg_handle_get_intrinsic_size_in_pixels (handle, &document.width, &document.height))
    {
      fprintf (stderr, "rsvg-cards: %s has no width and height in pixels\n", argv[1]);
      g_object_unref (handle);
      return 1;
    }
  for (int i = 2; i < argc; i++)
    if (!measure (handle, &document, argv[i]))
      status = 1;
  g_object_unref (handle);
  return status;
}
