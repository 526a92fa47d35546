// Persistence: saved games, statistics and preferences.
