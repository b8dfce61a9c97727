import { describe, expect, it } from 'vitest';
import { resourceAllowed, topicAllowed } from './rabbitmq-auth.ts';
import { partitionOf, routingKeyOf, topicOf } from './rabbitmq-topology.ts';

describe('RabbitMQ access control for kiosks (HTTP auth backend answers)', () => {
  const kiosk = { username: 'SN-1' };

  it('lets a kiosk publish only its own device channels and read only its own commands', () => {
    for (const kind of ['status', 'telemetry', 'event', 'ack']) {
      expect(
        topicAllowed({ ...kiosk, name: 'amq.topic', permission: 'write', routing_key: `kiosk.v1.SN-1.${kind}` }),
      ).toBe(true);
    }
    expect(
      topicAllowed({ ...kiosk, name: 'amq.topic', permission: 'read', routing_key: 'kiosk.v1.SN-1.command' }),
    ).toBe(true);
    // Commands are the console's; another kiosk's topics and wildcards are refused.
    expect(
      topicAllowed({ ...kiosk, name: 'amq.topic', permission: 'write', routing_key: 'kiosk.v1.SN-1.command' }),
    ).toBe(false);
    expect(topicAllowed({ ...kiosk, name: 'amq.topic', permission: 'write', routing_key: 'kiosk.v1.SN-2.event' })).toBe(
      false,
    );
    expect(
      topicAllowed({ ...kiosk, name: 'amq.topic', permission: 'read', routing_key: 'kiosk.v1.SN-2.command' }),
    ).toBe(false);
    expect(topicAllowed({ ...kiosk, name: 'amq.topic', permission: 'read', routing_key: 'kiosk.v1.*.command' })).toBe(
      false,
    );
    expect(topicAllowed({ ...kiosk, name: 'amq.topic', permission: 'read', routing_key: 'kiosk.v1.#' })).toBe(false);
    expect(
      topicAllowed({ ...kiosk, name: 'kiosk.ingest', permission: 'write', routing_key: 'kiosk.v1.SN-1.event' }),
    ).toBe(false);
    expect(topicAllowed({ username: 'not a serial', name: 'amq.topic', permission: 'read', routing_key: 'x' })).toBe(
      false,
    );
  });

  it('lets a kiosk use amq.topic and its own MQTT subscription queue only (client id = serial number)', () => {
    expect(resourceAllowed({ ...kiosk, resource: 'exchange', name: 'amq.topic', permission: 'write' })).toBe(true);
    expect(resourceAllowed({ ...kiosk, resource: 'exchange', name: 'amq.topic', permission: 'configure' })).toBe(false);
    expect(resourceAllowed({ ...kiosk, resource: 'exchange', name: 'kiosk.ingest', permission: 'write' })).toBe(false);
    expect(
      resourceAllowed({ ...kiosk, resource: 'queue', name: 'mqtt-subscription-SN-1qos1', permission: 'configure' }),
    ).toBe(true);
    expect(
      resourceAllowed({ ...kiosk, resource: 'queue', name: 'mqtt-subscription-SN-10qos1', permission: 'read' }),
    ).toBe(false);
    expect(resourceAllowed({ ...kiosk, resource: 'queue', name: 'kiosk.ingest.0', permission: 'read' })).toBe(false);
  });

  it('maps topics to routing keys and back, and gives a kiosk one partition on every instance', () => {
    expect(routingKeyOf('kiosk/v1/SN-1/event')).toBe('kiosk.v1.SN-1.event');
    expect(topicOf('kiosk.v1.SN-1.event')).toBe('kiosk/v1/SN-1/event');
    expect(topicOf(routingKeyOf('a.b/c'))).toBe('a.b/c');
    const partitions = Array.from({ length: 200 }, (_, i) => partitionOf(`SN-${i}`, 8));
    expect(partitions.every((p) => p >= 0 && p < 8)).toBe(true);
    expect(new Set(partitions).size).toBe(8);
    expect(partitionOf('SN-42', 8)).toBe(partitionOf('SN-42', 8));
  });
});
