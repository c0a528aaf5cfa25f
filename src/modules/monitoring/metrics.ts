import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics (DESIGN.md, "Many machines": each process exposes its own; Prometheus scrapes
 * every process and sums). Two registries: the process's (Node's own figures and the jobs, which run
 * outside any request) and each app's (its requests, pools and streams), merged at /metrics.
 */
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

const jobRuns = new Counter({
  name: 'bosun_job_runs_total',
  help: 'Job runs finished, by job and outcome (ok or failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [processRegistry],
});
const jobDuration = new Histogram({
  name: 'bosun_job_duration_seconds',
  help: 'How long a job run took',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [processRegistry],
});
const jobLag = new Gauge({
  name: 'bosun_job_lag_seconds',
  help: 'How late the last run of a job started after it was due (scheduled or queued)',
  labelNames: ['job'] as const,
  registers: [processRegistry],
});
const jobLastSuccess = new Gauge({
  name: 'bosun_job_last_success_timestamp_seconds',
  help: 'When a run of the job last finished without failing (Unix time)',
  labelNames: ['job'] as const,
  registers: [processRegistry],
});
/** Read at each scrape from whoever knows the queues (the job engine), when one registered. */
let queueDepthSource: (() => Promise<Record<string, number>>) | undefined;
new Gauge({
  name: 'bosun_job_queue_depth',
  help: 'Jobs waiting in each queue',
  labelNames: ['queue'] as const,
  registers: [processRegistry],
  async collect() {
    this.reset();
    if (!queueDepthSource) return;
    const depths = await queueDepthSource().catch(() => ({}));
    for (const [queue, waiting] of Object.entries(depths)) this.set({ queue }, waiting);
  },
});

export interface JobRun {
  durationSeconds: number;
  failed: boolean;
  /** Seconds between when the run was due and when it started, when the engine knows. */
  lagSeconds?: number;
}

/** What the job engine tells the metrics: each finished run, and where to read queue depths from. */
export const jobMetrics = {
  runFinished(job: string, run: JobRun): void {
    jobRuns.inc({ job, outcome: run.failed ? 'failed' : 'ok' });
    jobDuration.observe({ job }, run.durationSeconds);
    if (run.lagSeconds !== undefined) jobLag.set({ job }, Math.max(0, run.lagSeconds));
    if (!run.failed) jobLastSuccess.set({ job }, Date.now() / 1000);
  },
  /** `source` answers the jobs waiting by queue name; it is read at each scrape. */
  queueDepthFrom(source: (() => Promise<Record<string, number>>) | undefined): void {
    queueDepthSource = source;
  },
};

const NO_ROUTE = 'unmatched';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (requests, pools, streams); /metrics adds the process's. */
    metrics: Registry;
  }
}

/**
 * The app's own metrics: requests by route pattern (never the raw URL: one series per route, not per
 * product id), its database pools and its open live-event streams. Registered on the root instance,
 * so that its hook sees every route.
 */
export function registerAppMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  const requests = new Counter({
    name: 'bosun_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'bosun_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'bosun_db_pool_connections',
    help: 'Database connections of each pool (primary, replica) by state (busy, idle)',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const usage of app.db.poolUsage()) {
        this.set({ pool: usage.pool, state: 'busy' }, usage.total - usage.idle);
        this.set({ pool: usage.pool, state: 'idle' }, usage.idle);
      }
    },
  });
  new Gauge({
    name: 'bosun_db_pool_waiting',
    help: 'Queries waiting for a free connection of each pool',
    labelNames: ['pool'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const usage of app.db.poolUsage()) this.set({ pool: usage.pool }, usage.waiting);
    },
  });
  new Gauge({
    name: 'bosun_db_pool_max',
    help: 'Connections each pool may open (DATABASE_POOL_SIZE, DATABASE_READ_POOL_SIZE)',
    labelNames: ['pool'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const usage of app.db.poolUsage()) this.set({ pool: usage.pool }, usage.max);
    },
  });
  new Gauge({
    name: 'bosun_event_streams_open',
    help: 'Live event streams (server-sent events) this process holds open',
    registers: [registry],
    collect() {
      this.set(app.eventHub.openStreams);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? NO_ROUTE;
    const method = request.method;
    requests.inc({ method, route, status: String(reply.statusCode) });
    duration.observe({ method, route }, reply.elapsedTime / 1000);
  });
  app.decorate('metrics', registry);
}

/** Everything this process exposes, in Prometheus's text format. */
export async function metricsText(appRegistry: Registry): Promise<{ contentType: string; text: string }> {
  const merged = Registry.merge([processRegistry, appRegistry]);
  return { contentType: merged.contentType, text: await merged.metrics() };
}
