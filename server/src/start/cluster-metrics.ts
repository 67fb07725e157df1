/**
 * With WORKERS > 1 a scrape reaches whichever worker the cluster hands the connection to: that worker asks the
 * supervisor, which gathers every worker's figures (prom-client's AggregatorRegistry: counters and histograms
 * summed, each gauge as it declares) and answers the whole server's. A single process answers its own.
 */
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

const REQUEST = 'portal:cluster-metrics';
const ANSWER = 'portal:cluster-metrics:answer';
const WAIT_MS = 5000;

interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

/** In the supervisor: answers the workers' requests for the whole server's figures. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== REQUEST || !message.id) return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id, text } satisfies Answer),
      (error: unknown) => worker.send({ type: ANSWER, id, error: String(error) } satisfies Answer),
    );
  });
}

/** The text to answer a scrape with: the whole server's when this process is one of its workers. */
export async function scrape(registry: Registry): Promise<string> {
  if (!cluster.isWorker) return registry.metrics();
  const id = randomUUID();
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the supervisor did not gather the workers’ metrics in time'));
    }, WAIT_MS);
    const onMessage = (message: Answer) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error));
    };
    process.on('message', onMessage);
    process.send!({ type: REQUEST, id });
  });
}

/** In a worker: the registry the supervisor gathers from. */
export function offerToCluster(registry: Registry): void {
  if (!cluster.isWorker) return;
  // prom-client answers the supervisor's requests only once an AggregatorRegistry exists in the worker.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}
