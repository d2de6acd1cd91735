import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** Latency buckets, in seconds: a page or API answer is expected within a few hundred milliseconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processFigures: Registry | undefined;

/**
 * Node's own figures (memory, event-loop lag, handles, GC) belong to the process, not to a registry:
 * collected once however many registries show them, since each collection keeps its own event-loop
 * monitor running for good (a test suite builds an app per file).
 */
function nodeMetrics(): Registry {
  if (!processFigures) {
    processFigures = new Registry();
    collectDefaultMetrics({ register: processFigures, eventLoopMonitoringPrecision: 20 });
  }
  return processFigures;
}

/**
 * A process's Prometheus registry: Node's own figures and requests by method, route template and
 * status. Route templates, never paths: a path would carry codes and make a series per compliment.
 */
export function createMetrics(service: string) {
  const registry = Registry.merge([nodeMetrics(), new Registry()]);
  registry.setDefaultLabels({ service });
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({ name: "http_requests_total", help: "Requests answered.", labelNames, registers: [registry] });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, to the end of its headers.",
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
