import type { FastifyBaseLogger } from 'fastify';
import type { ManagementClient } from './rabbitmq-management.ts';
import { INGEST_EXCHANGE } from './rabbitmq-topology.ts';

/**
 * Shares the partition queues among the running instances. A queue with a single active consumer gives
 * its messages to the consumer that came first, so the first instance to start would keep every queue.
 * Every few seconds each instance reads the queues' consumers from the management API; one that is
 * active on more than its share (⌈P / instances⌉) while another instance waits on such a queue releases
 * one of them (it finishes the messages being written first, so nothing is reordered or doubled).
 */
export function createRebalancer(options: {
  logger: FastifyBaseLogger;
  instance: string;
  partitions: number;
  vhost: string;
  management: ManagementClient;
  active: () => { index: number; consumerTag: string }[];
  release: (index: number) => Promise<void>;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const prefix = `${INGEST_EXCHANGE}.`;

  async function round(): Promise<void> {
    const response = await options.management.request('GET', `/api/consumers/${encodeURIComponent(options.vhost)}`);
    if (!response.ok) return;
    const consumers = (await response.json()) as {
      consumer_tag: string;
      active?: boolean;
      queue: { name: string };
    }[];
    const ours = consumers.filter(
      (c) => c.queue.name.startsWith(prefix) && c.consumer_tag.startsWith('kiosk-console.'),
    );
    const instanceOf = (tag: string) => tag.split('.')[1] ?? '';
    const instances = new Set(ours.map((c) => instanceOf(c.consumer_tag)));
    if (instances.size < 2) return;
    const share = Math.ceil(options.partitions / instances.size);
    const mine = ours.filter((c) => c.active === true && instanceOf(c.consumer_tag) === options.instance);
    if (mine.length <= share) return;
    const held = new Set(options.active().map((p) => p.consumerTag));
    const waitedFor = new Set(
      ours
        .filter((c) => c.active === false && instanceOf(c.consumer_tag) !== options.instance)
        .map((c) => c.queue.name),
    );
    const candidate = mine.find((c) => held.has(c.consumer_tag) && waitedFor.has(c.queue.name));
    if (!candidate) return;
    const index = Number(candidate.queue.name.slice(prefix.length));
    options.logger.info(
      { partition: index, active: mine.length, share },
      'handing a kiosk partition to another instance',
    );
    await options.release(index);
  }

  return {
    start(everyMs: number) {
      if (everyMs <= 0 || timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = true;
        round()
          .catch((error: unknown) => options.logger.debug({ err: error }, 'partition rebalancing skipped'))
          .finally(() => {
            running = false;
          });
      }, everyMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
