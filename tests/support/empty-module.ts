// Stands in for `server-only` outside Next's server build, where that package would throw on import.
export {};
