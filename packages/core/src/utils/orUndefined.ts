/** What `read` returns, or undefined when it throws: for reading input that may be malformed. */
export function orUndefined<T>(read: () => T): T | undefined {
  try {
    return read()
  } catch {
    return undefined
  }
}
