import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import amqp, { type Channel, type ChannelModel, type ConfirmChannel, type ConsumeMessage } from 'amqplib';
import { type DeviceMessage, QOS } from '@kiosk/common/mqtt';
import { settledWithin } from '../lib/settled.ts';
import type { DeviceGateway, DeviceHandlers } from './gateway.ts';
import { createIngest } from './ingest.ts';
import { registerRabbitmqAuthRoutes } from './rabbitmq-auth.ts';
import { createRebalancer } from './rabbitmq-rebalance.ts';
import { closeKioskConnections, managementClient, redact } from './rabbitmq-management.ts';
import { ACK_QUEUE, MQTT_EXCHANGE, bindKiosk, declareTopology, partitionQueue, topicOf } from './rabbitmq-topology.ts';

export interface RabbitmqGatewayOptions {
  logger: FastifyBaseLogger;
  /** The console's own AMQP connection (an internal RabbitMQ user), e.g. amqp://console:…@rabbit:5672/ */
  amqpUrl: string;
  /** The management API with the same user (closes revoked kiosks' connections; shares partitions). */
  managementUrl?: string | undefined;
  /** What kiosks are told (config.mqtt): the engine's MQTT listeners. */
  urls: { mqttUrl: string; mqttWsUrl: string };
  /** Partition queues (fixed for a deployment: changing it moves kiosks between queues). */
  partitions?: number;
  /** Unacknowledged messages the engine may hand this instance per partition queue. */
  prefetch?: number;
  reconnectPeriodMs?: number;
  /** How long `close()` waits for the messages being written. */
  closeTimeoutMs?: number;
  /** This instance's connection name at the engine (management UI, `rabbitmqctl list_connections`). */
  connectionName?: string;
  /** How often the instance compares its share of partitions with the others' (0 = never). */
  rebalanceMs?: number;
}

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;
/**
 * A write that has not settled by then (a connection lost mid-commit that never reports back) is handed
 * over again rather than holding the kiosk's later messages forever; storing twice is harmless, the
 * kiosks module stores a redelivered message once.
 */
const HANDLE_TIMEOUT_MS = 30_000;

interface Consumer {
  channel: Channel;
  consumerTag: string;
}

interface Partition extends Consumer {
  index: number;
}

/**
 * Scale-out mode on RabbitMQ (ADR 0016). Kiosks speak MQTT 3.1.1 to RabbitMQ's MQTT plugin, which asks
 * the console's auth routes about each login and topic; their messages wait in durable quorum queues until
 * an instance has committed them, then the instance acknowledges them (manual acks, a bounded prefetch).
 * Each queue has a single active consumer, so a kiosk's messages keep their order across instances and an
 * instance that dies hands its queues — with their unacknowledged messages — to another. Command acks
 * come through a queue of their own, never behind a backlog in the partitions.
 */
export function createRabbitmqGateway(options: RabbitmqGatewayOptions): DeviceGateway {
  const { logger } = options;
  const ingest = createIngest(logger);
  const urls = { ...options.urls };
  const partitions = options.partitions ?? 8;
  const prefetch = options.prefetch ?? 100;
  const instance = randomUUID().slice(0, 8);
  const vhost = decodeURIComponent(new URL(options.amqpUrl).pathname.slice(1)) || '/';
  let handlers: DeviceHandlers | undefined;
  let connection: ChannelModel | undefined;
  let control: ConfirmChannel | undefined;
  let commands: ConfirmChannel | undefined;
  const consuming = new Map<number, Partition>();
  let acks: Consumer | undefined;
  /** Per kiosk, the message being written (the next one waits for it: the kiosk's order). */
  const chains = new Map<string, Promise<void>>();
  /** The same for the kiosk's acks (their own order, not behind the kiosk's other messages). */
  const ackChains = new Map<string, Promise<void>>();
  const inFlight = new Set<Promise<void>>();
  const bound = new Set<string>();
  let closing = false;
  let stopped = true;
  let reconnectTimer: NodeJS.Timeout | undefined;
  /** A connection attempt under way (`close()` waits for it: it must not come back as a consumer). */
  let connecting: Promise<void> | undefined;
  let stopWatching: (() => Promise<void>) | undefined;
  const wakers = new Set<() => void>();

  const management = options.managementUrl ? managementClient(options.managementUrl) : undefined;
  const rebalancer = management
    ? createRebalancer({
        logger,
        instance,
        partitions,
        vhost,
        management,
        active: () => [...consuming.values()].map((p) => ({ index: p.index, consumerTag: p.consumerTag })),
        release: (index) => release(index),
      })
    : undefined;

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakers.add(done);
    });
  }

  /** Writes a message until it is stored; never skips it (that would lose it or reorder the kiosk). */
  async function store(message: DeviceMessage, channel: Channel): Promise<boolean> {
    let wait = RETRY_FIRST_MS;
    for (;;) {
      if (closing || isClosed(channel)) return false;
      try {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          (handlers as DeviceHandlers).handle(message, new Date()),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('the write did not settle in time')), HANDLE_TIMEOUT_MS);
          }),
        ]).finally(() => clearTimeout(timer));
        return true;
      } catch (error) {
        ingest.metrics.failed += 1;
        ingest.warn(
          'store',
          { err: error, kiosk: message.kiosk, channel: message.kind, retryInMs: wait },
          'device message not stored; not acknowledged, retrying',
        );
      }
      await pause(wait);
      wait = Math.min(wait * 2, RETRY_MAX_MS);
    }
  }

  function deliver(channel: Channel, delivery: ConsumeMessage, order: Map<string, Promise<void>>): void {
    const message = ingest.read(topicOf(delivery.fields.routingKey), delivery.content);
    if (!message) {
      channel.ack(delivery); // dropped (counted, logged): acknowledged, or it would come back forever
      return;
    }
    const previous = order.get(message.kiosk) ?? Promise.resolve();
    const next = previous
      .then(() => store(message, channel))
      .then((stored) => {
        // Acknowledged only after the commit; when not stored (shutting down, channel lost) the engine
        // hands it out again with everything after it, in order.
        if (stored && !isClosed(channel)) {
          channel.ack(delivery);
          ingest.metrics.acknowledged += 1;
        }
      })
      .catch((error: unknown) => logger.error({ err: error }, 'device message handling failed'))
      .finally(() => {
        inFlight.delete(next);
        if (order.get(message.kiosk) === next) order.delete(message.kiosk);
      });
    order.set(message.kiosk, next);
    inFlight.add(next);
  }

  /**
   * A channel consuming `queue` with manual acks and the prefetch, its messages chained per kiosk in
   * `order`; `name` goes into the consumer tag (the partition's number, or `acks`).
   */
  async function subscribe(
    model: ChannelModel,
    queue: string,
    name: string | number,
    order: Map<string, Promise<void>>,
    onClose: (channel: Channel) => void,
  ): Promise<{ consumer: Consumer; start: () => Promise<unknown> }> {
    const channel = await model.createChannel();
    channel.on('error', (error) => logger.warn({ err: error, queue }, 'ingest channel error'));
    await channel.prefetch(prefetch);
    const consumerTag = `kiosk-console.${instance}.${name}.${randomUUID().slice(0, 4)}`;
    channel.on('close', () => {
      closedChannels.add(channel);
      onClose(channel);
    });
    const onMessage = (delivery: ConsumeMessage | null) => {
      if (delivery) deliver(channel, delivery, order);
    };
    return {
      consumer: { channel, consumerTag },
      start: () => channel.consume(queue, onMessage, { noAck: false, consumerTag }),
    };
  }

  async function consume(model: ChannelModel, index: number): Promise<void> {
    const { consumer, start } = await subscribe(model, partitionQueue(index), index, chains, (closed) => {
      if (consuming.get(index)?.channel === closed) consuming.delete(index);
    });
    consuming.set(index, { index, ...consumer });
    await start();
  }

  /** The ack queue: every instance consumes it; the engine hands it to one at a time (in order). */
  async function consumeAcks(model: ChannelModel): Promise<void> {
    const { consumer, start } = await subscribe(model, ACK_QUEUE, 'acks', ackChains, (closed) => {
      if (acks?.channel === closed) acks = undefined;
    });
    acks = consumer;
    await start();
  }

  /**
   * Hands one partition to a waiting instance: stop taking its messages, finish those being written,
   * close its channel (the rest go back to the queue in order) and queue up again as a waiting consumer.
   */
  async function release(index: number): Promise<void> {
    const partition = consuming.get(index);
    const model = connection;
    if (!partition || !model) return;
    await partition.channel.cancel(partition.consumerTag).catch(() => undefined);
    await Promise.allSettled([...inFlight]);
    consuming.delete(index);
    await partition.channel.close().catch(() => undefined);
    if (!closing && connection === model) await consume(model, index);
  }

  /**
   * Connects and consumes. An attempt that ends after `close()` began (a reconnect under way while the
   * instance shuts down) closes its connection instead: it would take partitions handed to it and hold
   * their messages, never acknowledged, for as long as the process lives.
   */
  function connect(): Promise<void> {
    const attempt = connectOnce().finally(() => {
      if (connecting === attempt) connecting = undefined;
    });
    connecting = attempt;
    return attempt;
  }

  async function connectOnce(): Promise<void> {
    const model = await amqp.connect(options.amqpUrl, {
      clientProperties: { connection_name: options.connectionName ?? `kiosk-console ${instance}` },
    });
    if (stopped) {
      await model.close().catch(() => undefined);
      return;
    }
    model.on('error', (error) => logger.warn({ err: error }, 'RabbitMQ connection error'));
    model.on('close', () => {
      if (connection !== model) return;
      connection = undefined;
      control = undefined;
      commands = undefined;
      consuming.clear();
      acks = undefined;
      if (!closing && !stopped) {
        logger.warn({ url: redact(options.amqpUrl) }, 'RabbitMQ connection lost; reconnecting');
        scheduleReconnect();
      }
    });
    try {
      const setup = await model.createConfirmChannel();
      await declareTopology(setup, partitions);
      const commandChannel = await model.createConfirmChannel();
      // Closing meanwhile: no consumer of this connection may start (close() has not seen it).
      if (stopped) {
        await model.close().catch(() => undefined);
        return;
      }
      connection = model;
      control = setup;
      commands = commandChannel;
      bound.clear();
      await consumeAcks(model);
      for (let index = 0; index < partitions; index += 1) await consume(model, index);
      logger.info({ instance, partitions, prefetch }, 'device gateway consuming the kiosk queues on RabbitMQ');
    } catch (error) {
      await model.close().catch(() => undefined);
      if (!stopped) throw error; // closed meanwhile: close() closed the connection under it
    }
  }

  function scheduleReconnect(): void {
    if (reconnectTimer || closing || stopped) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect().catch((error: unknown) => {
        ingest.warn('connect', { err: error }, 'RabbitMQ not reachable; retrying');
        scheduleReconnect();
      });
    }, options.reconnectPeriodMs ?? 2_000);
  }

  async function login(serialNumber: string, password: string): Promise<boolean> {
    const mark = await (handlers as DeviceHandlers).authenticate(serialNumber, password);
    if (mark === null) return false;
    // The kiosk's messages must have a queue before it may publish (else the engine drops them).
    if (!bound.has(serialNumber)) {
      const channel = control;
      if (!channel) return false;
      await bindKiosk(channel, serialNumber, partitions);
      bound.add(serialNumber);
    }
    return true;
  }

  /** Closes every connection of these kiosks at the engine (they log in again, with whatever secret they hold). */
  async function closeSessions(serialNumbers: readonly string[]): Promise<void> {
    if (management) ingest.metrics.revoked += await closeKioskConnections(management, serialNumbers, logger);
  }

  return {
    get urls() {
      return urls;
    },

    async routes(app: FastifyInstance) {
      await registerRabbitmqAuthRoutes(
        app,
        () => (handlers && !stopped ? { login, vhost } : undefined),
        (kind, detail) => ingest.refused(kind, detail),
      );
    },

    async start(h) {
      if (!stopped) throw new Error('the device gateway is already started');
      handlers = h;
      closing = false;
      stopped = false;
      stopWatching = await h.watchLogins((serials) => {
        if (serials !== 'all') void closeSessions(serials);
      });
      try {
        await connect();
      } catch (error) {
        logger.warn({ err: error, url: redact(options.amqpUrl) }, 'RabbitMQ not reachable; retrying');
        scheduleReconnect();
      }
      rebalancer?.start(options.rebalanceMs ?? 5_000);
    },

    async publishCommand(serialNumber, command) {
      const channel = commands;
      if (!channel || closing) throw new Error('RabbitMQ is not reachable');
      await new Promise<void>((resolve, reject) => {
        channel.publish(
          MQTT_EXCHANGE,
          `kiosk.v1.${serialNumber}.command`,
          Buffer.from(JSON.stringify(command)),
          { persistent: true, contentType: 'application/json', headers: { 'x-mqtt-publish-qos': QOS.command } },
          (error) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve()),
        );
      });
    },

    revokeLogins: (serialNumbers) => closeSessions(serialNumbers),

    metrics: () => structuredClone(ingest.metrics),

    // Ready when the console's AMQP connection is up (kiosks' messages wait in the engine's queues meanwhile).
    connected: () => connection !== undefined && !closing && !stopped,

    async close() {
      if (stopped) return;
      stopped = true;
      rebalancer?.stop();
      await stopWatching?.().catch(() => undefined);
      stopWatching = undefined;
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      const timeout = options.closeTimeoutMs ?? 10_000;
      // A reconnect under way ends first: closed by itself (stopped), or consuming and closed below.
      if (connecting) await settledWithin([connecting], timeout);
      // Stop taking messages; finish those being written (the rest go back to their queues, in order).
      const consumers: Consumer[] = [...consuming.values(), ...(acks ? [acks] : [])];
      await Promise.all(consumers.map((c) => c.channel.cancel(c.consumerTag).catch(() => undefined)));
      closing = true;
      for (const wake of [...wakers]) wake();
      await settledWithin([...inFlight], timeout);
      const model = connection;
      connection = undefined;
      consuming.clear();
      acks = undefined;
      control = undefined;
      commands = undefined;
      await model?.close().catch(() => undefined);
      handlers = undefined;
    },
  };
}

const closedChannels = new WeakSet<Channel>();

function isClosed(channel: Channel): boolean {
  return closedChannels.has(channel);
}
