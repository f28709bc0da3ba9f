import { logBufferBytes } from './constants.ts'

export type LogEntry = { level: 'info' | 'warn' | 'error'; message: string; time: number; data?: unknown }

export class LogEntryTooLargeError extends Error {
  override name = 'LogEntryTooLargeError'
  constructor(bytes: number, cap: number) {
    super(`Log entry of ${bytes} bytes is over the log buffer of ${cap} bytes`)
  }
}

const encoder = new TextEncoder()

function sizeOf(entry: LogEntry): number {
  try {
    return encoder.encode(JSON.stringify(entry)).byteLength
  } catch {
    // A cyclic or BigInt payload: kept without its data.
    return encoder.encode(JSON.stringify({ ...entry, data: '[unserialisable]' })).byteLength
  }
}

/**
 * The frame client's logs, kept in memory for a bug report, at most `cap` bytes (by default
 * 1,024,000) of JSON. The oldest entries make room for new ones; an entry larger than the whole
 * buffer is refused (it would push out everything else and still not fit).
 */
export class LogBuffer {
  readonly cap: number
  #entries: { entry: LogEntry; bytes: number }[] = []
  #bytes = 0

  constructor(cap: number = logBufferBytes) {
    this.cap = cap
  }

  append(entry: LogEntry): void {
    const bytes = sizeOf(entry)
    if (bytes > this.cap) throw new LogEntryTooLargeError(bytes, this.cap)
    this.#entries.push({ entry, bytes })
    this.#bytes += bytes
    while (this.#bytes > this.cap) {
      const dropped = this.#entries.shift()
      if (!dropped) break
      this.#bytes -= dropped.bytes
    }
  }

  get bytes(): number {
    return this.#bytes
  }

  entries(): LogEntry[] {
    return this.#entries.map(({ entry }) => entry)
  }
}
