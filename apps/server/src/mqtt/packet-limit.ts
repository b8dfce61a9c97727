import { Duplex } from 'node:stream';

/**
 * A connection to the embedded broker, passed through unchanged, that is cut as soon as an MQTT packet
 * announces more than `maxBytes` (its fixed header's remaining length). Aedes' parser would otherwise
 * buffer a packet of any size (up to 256 MB) before anything else sees it, and that happens before the
 * client has even logged in. Payloads a little too large still reach the gateway and are dropped and
 * counted there (`too_large`); only absurd ones close the connection.
 */
export class PacketSizeLimit extends Duplex {
  readonly #inner: Duplex;
  readonly #maxBytes: number;
  /** Body bytes of the current packet still to pass. */
  #skip = 0;
  /** -1: the next byte is a packet's first byte; otherwise how many length bytes were read. */
  #lengthBytes = -1;
  #length = 0;
  #multiplier = 1;

  constructor(inner: Duplex, maxBytes: number) {
    super({ allowHalfOpen: false });
    this.#inner = inner;
    this.#maxBytes = maxBytes;
    inner.on('data', (chunk: Buffer) => {
      if (!this.#fits(chunk)) {
        this.destroy(new Error(`MQTT packet larger than ${maxBytes} bytes`));
        return;
      }
      if (!this.push(chunk)) inner.pause();
    });
    inner.on('end', () => this.push(null));
    inner.on('error', (error) => this.destroy(error));
    inner.on('close', () => this.destroy());
  }

  /** Follows the packet boundaries through the chunk; false once a packet is too large. */
  #fits(chunk: Buffer): boolean {
    let i = 0;
    while (i < chunk.length) {
      if (this.#skip > 0) {
        const n = Math.min(this.#skip, chunk.length - i);
        this.#skip -= n;
        i += n;
        continue;
      }
      const byte = chunk[i++] as number;
      if (this.#lengthBytes < 0) {
        this.#lengthBytes = 0;
        this.#length = 0;
        this.#multiplier = 1;
        continue;
      }
      this.#length += (byte & 0x7f) * this.#multiplier;
      this.#multiplier *= 128;
      this.#lengthBytes += 1;
      if (byte & 0x80) {
        if (this.#lengthBytes >= 4) return false; // malformed: at most four length bytes
        continue;
      }
      if (this.#length > this.#maxBytes) return false;
      this.#skip = this.#length;
      this.#lengthBytes = -1;
    }
    return true;
  }

  override _read(): void {
    this.#inner.resume();
  }

  override _write(chunk: Buffer, encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    // Handed straight to the connection (nothing waits here, so a close cannot discard it); its own
    // buffer provides the back-pressure.
    if (this.#inner.write(chunk, encoding)) callback();
    else this.#inner.once('drain', () => callback());
  }

  /**
   * What was written while the stream was corked, in one write: mqtt-packet corks the stream for each
   * packet it writes in pieces (a PUBACK is three), so a packet costs one system call (one WebSocket
   * frame) instead of one per piece.
   */
  override _writev(
    chunks: { chunk: Buffer; encoding: BufferEncoding }[],
    callback: (error?: Error | null) => void,
  ): void {
    const data =
      chunks.length === 1 ? (chunks[0] as { chunk: Buffer }).chunk : Buffer.concat(chunks.map((c) => c.chunk));
    this._write(data, (chunks[0] as { encoding: BufferEncoding }).encoding, callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.#inner.end(() => callback());
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (error || this.#inner.destroyed) {
      this.#inner.destroy();
    } else {
      // Closed by the broker (shutdown, takeover): let what was written (a last PUBACK) go out first.
      this.#inner.end();
      setTimeout(() => this.#inner.destroy(), 1_000).unref();
    }
    callback(error);
  }
}
