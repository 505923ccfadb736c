export type DatabaseTarget = { dialect: "postgres"; url: string } | { dialect: "sqlite"; file: string };

/** `postgres://…` selects PostgreSQL; anything else is a SQLite file path (an optional `file:` prefix is allowed). */
export function resolveDatabaseTarget(databaseUrl: string): DatabaseTarget {
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) return { dialect: "postgres", url: databaseUrl };
  return { dialect: "sqlite", file: databaseUrl.replace(/^file:(\/\/)?/i, "") };
}
