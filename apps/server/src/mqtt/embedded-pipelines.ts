import type { Client } from 'aedes';

const DONE = Promise.resolve();

/** A message of a connection waiting for its answer (PUBACK, or the error that ends the connection). */
interface Answer {
  callback: (error?: Error | null) => void;
  /** Its handling has settled: stored (error null) or failed for good. */
  settled: boolean;
  error: Error | null;
}

/** One connection's messages in flight (pipelining, ADR 0021). */
export interface Pipeline {
  /** Names the connection's messages for the handlers (`HandleOrder.sequence`). */
  sequence: object;
  /** A message failed: the next ones go one at a time until nothing is in flight. */
  troubled: boolean;
  /** The last message is queued for its batch (the next may be handed over). */
  queued: Promise<void>;
  /** The last message's handling (rejects when it failed for good). */
  work: Promise<void>;
  /**
   * The messages handed over and not yet answered, oldest first: answered in this order (PUBACKs in order,
   * MQTT 3.1.1 §4.6), each once it and every earlier one has settled.
   */
  answers: Answer[];
}

/**
 * The embedded broker's connections and their messages in flight: each connection's pipeline, and its
 * messages' answers given in the order they were handed over, whatever order their handling settles in.
 */
export function createPipelines() {
  const pipelines = new WeakMap<Client, Pipeline>();
  /** Messages handed over and not yet answered, on every connection. */
  let unanswered = 0;
  /** Resolves when `unanswered` is back to 0 (made only while someone waits for it). */
  let drained: { promise: Promise<void>; resolve: () => void } | undefined;

  function settle(pipe: Pipeline, answer: Answer, error: Error | null): void {
    answer.settled = true;
    answer.error = error;
    const { answers } = pipe;
    while (answers.length > 0 && (answers[0] as Answer).settled) {
      const next = answers.shift() as Answer;
      unanswered -= 1;
      next.callback(next.error);
    }
    if (answers.length === 0 && pipe.troubled) {
      // Nothing in flight: every earlier message is settled, pipelining can start afresh.
      pipe.troubled = false;
      pipe.sequence = {};
    }
    if (unanswered === 0 && drained) {
      drained.resolve();
      drained = undefined;
    }
  }

  return {
    /** The connection's pipeline (a fresh one for its first message). */
    of(client: Client): Pipeline {
      let pipe = pipelines.get(client);
      if (!pipe) {
        pipe = { sequence: {}, troubled: false, queued: DONE, work: DONE, answers: [] };
        pipelines.set(client, pipe);
      }
      return pipe;
    },

    /**
     * Takes a message handed over on this connection; `callback` is its answer. Answers the function to
     * call once its handling has settled (null: stored).
     */
    expect(pipe: Pipeline, callback: Answer['callback']): (error: Error | null) => void {
      const answer: Answer = { callback, settled: false, error: null };
      pipe.answers.push(answer);
      unanswered += 1;
      return (error) => settle(pipe, answer, error);
    },

    /** Resolves once every message handed over has been answered (shutdown). */
    allAnswered(): Promise<void> {
      if (unanswered === 0) return DONE;
      if (!drained) {
        let resolve!: () => void;
        const promise = new Promise<void>((done) => {
          resolve = done;
        });
        drained = { promise, resolve };
      }
      return drained.promise;
    },
  };
}
