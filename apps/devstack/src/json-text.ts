// JSON from clients, parsed with a bound on nesting. JSON.parse itself copes with any depth, but
// everything after it recurses (JSON.stringify when the RPC proxy forwards a body, zod, the
// relay's reviver), so a body of a few hundred thousand `[` overflowed the stack and answered
// 500. 128 levels is serde_json's limit, the parser of the hosted services; no request the
// clients send comes near it.

export const MAX_JSON_DEPTH = 128

/** Thrown for text nested deeper than MAX_JSON_DEPTH (a SyntaxError, like any JSON a parser refuses). */
export class JsonTooDeepError extends SyntaxError {
  constructor() {
    super(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`)
    this.name = 'JsonTooDeepError'
  }
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d

/** The deepest nesting of arrays and objects in `text`, counting brackets outside strings; stops once past `limit`. */
function nestingDepth(text: string, limit: number): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
    } else if (c === QUOTE) inString = true
    else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      depth++
      if (depth > deepest) deepest = depth
      if (deepest > limit) return deepest
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) depth--
  }
  return deepest
}

/** JSON.parse with the nesting bound; throws JsonTooDeepError or SyntaxError. */
export function parseJsonText(text: string, reviver?: (key: string, value: unknown) => unknown): unknown {
  if (nestingDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new JsonTooDeepError()
  return JSON.parse(text, reviver)
}
