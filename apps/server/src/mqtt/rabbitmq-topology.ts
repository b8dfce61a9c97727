import { createHash } from 'node:crypto';
import type { Channel } from 'amqplib';
import { DEVICE_CHANNELS } from '@kiosk/common/mqtt';

/**
 * Where kiosk messages go inside RabbitMQ (ADR 0016). The MQTT plugin publishes every kiosk message to
 * `amq.topic` with the topic's `/` as `.` (`kiosk/v1/SN-1/event` → `kiosk.v1.SN-1.event`). An exchange
 * binding passes the four device channels (never commands) on to the topic exchange `kiosk.ingest`, which
 * routes each kiosk's messages — all channels — into one of P durable quorum queues (`kiosk.ingest.<i>`,
 * i = hash(serial) mod P) through a per-kiosk binding made when the kiosk logs in. Each queue has a
 * single active consumer, so a kiosk's messages are handled in order by one instance at a time.
 *
 * Acks of commands do not go through the partitions: a backlog there (kiosks publishing faster than the
 * instances commit) would hold them for longer than the commands' ack timeout and the console would send
 * the command again. They have a small queue of their own, `kiosk.acks` (quorum, single active consumer:
 * in order), bound to `amq.topic` for every kiosk at once, which every instance consumes beside the
 * partitions.
 */
export const INGEST_EXCHANGE = 'kiosk.ingest';
export const MQTT_EXCHANGE = 'amq.topic';
export const ACK_QUEUE = 'kiosk.acks';
const ACK_KEY = 'kiosk.v1.*.ack';
/** The channels that go through the partition queues (acks have their queue). */
const PARTITIONED_CHANNELS = DEVICE_CHANNELS.filter((kind) => kind !== 'ack');

export function partitionQueue(partition: number): string {
  return `${INGEST_EXCHANGE}.${partition}`;
}

/** The partition of a kiosk: the same on every instance, for as long as the number of partitions stays. */
export function partitionOf(serialNumber: string, partitions: number): number {
  return createHash('sha1').update(serialNumber).digest().readUInt32BE(0) % partitions;
}

/** The AMQP routing key of an MQTT topic (RabbitMQ swaps `/` and `.`). */
export function routingKeyOf(topic: string): string {
  return topic.replace(/[./]/g, (c) => (c === '/' ? '.' : '/'));
}

/** The MQTT topic of an AMQP routing key. */
export function topicOf(routingKey: string): string {
  return routingKey.replace(/[./]/g, (c) => (c === '.' ? '/' : '.'));
}

const QUEUE_ARGUMENTS = { 'x-queue-type': 'quorum', 'x-single-active-consumer': true };

/** Declares the exchange, the queues and their bindings from `amq.topic` (idempotent). */
export async function declareTopology(channel: Channel, partitions: number): Promise<void> {
  await channel.assertExchange(INGEST_EXCHANGE, 'topic', { durable: true });
  for (const kind of PARTITIONED_CHANNELS) {
    await channel.bindExchange(INGEST_EXCHANGE, MQTT_EXCHANGE, `kiosk.v1.*.${kind}`);
  }
  for (let partition = 0; partition < partitions; partition += 1) {
    await channel.assertQueue(partitionQueue(partition), { durable: true, arguments: QUEUE_ARGUMENTS });
  }
  // The ack queue is bound before the acks' old way through the partitions goes: no ack meets nothing.
  await channel.assertQueue(ACK_QUEUE, { durable: true, arguments: QUEUE_ARGUMENTS });
  await channel.bindQueue(ACK_QUEUE, MQTT_EXCHANGE, ACK_KEY);
  await channel.unbindExchange(INGEST_EXCHANGE, MQTT_EXCHANGE, ACK_KEY);
}

/** Routes this kiosk's messages into its partition's queue (idempotent; bindings are durable). */
export async function bindKiosk(channel: Channel, serialNumber: string, partitions: number): Promise<void> {
  await channel.bindQueue(
    partitionQueue(partitionOf(serialNumber, partitions)),
    INGEST_EXCHANGE,
    `kiosk.v1.${serialNumber}.*`,
  );
}
