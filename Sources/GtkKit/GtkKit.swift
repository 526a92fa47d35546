// GtkKit: Swift wrappers over the GTK 4 C API.
