// Cassowary: the incremental simplex constraint solver (issue 3). Being written.
