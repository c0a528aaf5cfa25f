/** Types for redis.mjs: a throwaway Redis server made with the machine's redis-server. */
export function startThrowawayRedis(): Promise<
  { url: string; stop: () => void; error?: undefined } | { error: string; url?: undefined; stop?: undefined }
>;
