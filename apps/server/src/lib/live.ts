import { createPubSub } from 'graphql-yoga';
import { SlidingBuffer } from '@repeaterjs/repeater';

/**
 * Live updates for open consoles (GraphQL subscriptions over SSE). Modules publish small change notices
 * on a channel; each subscription filters them by the caller's scope. In-process for one server; with
 * several instances the notices travel through the database (see createLiveBus's eventTarget).
 */
export interface LiveBus {
  publish(channel: string, payload: LiveNotice): void;
  /** Notices on a channel until the consumer stops; a slow consumer loses the oldest ones, never blocks. */
  subscribe(channel: string): AsyncIterableIterator<LiveNotice>;
}

/** A change notice: which record of which organization, and what about it changed. */
export interface LiveNotice {
  id: string;
  orgId: string;
  aspects: string[];
}

export function createLiveBus(): LiveBus {
  const pubsub = createPubSub<Record<string, [LiveNotice]>>({ repeaterBuffer: new SlidingBuffer(1000) });
  return {
    publish: (channel, payload) => pubsub.publish(channel, payload),
    subscribe: (channel) => pubsub.subscribe(channel) as AsyncIterableIterator<LiveNotice>,
  };
}
