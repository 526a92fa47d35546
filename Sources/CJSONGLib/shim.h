#ifndef MATCHISMO_CJSONGLIB_SHIM_H
#define MATCHISMO_CJSONGLIB_SHIM_H
/* GLib comes from CGLib's header first, so every module shares one GObject. */
#include "../CGLib/shim.h"
#include <json-glib/json-glib.h>

/* What a JSON_NODE_VALUE node holds: GLibKit's JSON parsing reads the kind
 * here because G_TYPE_INT64 and the others are macros Swift cannot import. */
typedef enum {
    MATCHISMO_JSON_SCALAR_INTEGER,
    MATCHISMO_JSON_SCALAR_DOUBLE,
    MATCHISMO_JSON_SCALAR_BOOLEAN,
    MATCHISMO_JSON_SCALAR_STRING,
    MATCHISMO_JSON_SCALAR_OTHER,
} MatchismoJsonScalar;

static inline MatchismoJsonScalar matchismo_json_scalar_kind(JsonNode *node) {
    switch (json_node_get_value_type(node)) {
    case G_TYPE_INT64: return MATCHISMO_JSON_SCALAR_INTEGER;
    case G_TYPE_DOUBLE: return MATCHISMO_JSON_SCALAR_DOUBLE;
    case G_TYPE_BOOLEAN: return MATCHISMO_JSON_SCALAR_BOOLEAN;
    case G_TYPE_STRING: return MATCHISMO_JSON_SCALAR_STRING;
    default: return MATCHISMO_JSON_SCALAR_OTHER;
    }
}
#endif
