/** Types for postgres.mjs: a throwaway PostgreSQL cluster made with the machine's initdb/pg_ctl. */
export function startThrowawayPostgres():
  | { url: string; stop: () => void; error?: undefined }
  | { error: string; url?: undefined; stop?: undefined };
