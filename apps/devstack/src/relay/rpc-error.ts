// JSON-RPC 2.0 error codes the relay answers with. Clients only log these, but tests and humans
// reading a socket dump need to tell "you sent garbage" from "no such method".
export const RelayErrorCode = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** The hosted relay's code for a method that refused valid params (its "handler" errors). */
  handlerError: -32000,
} as const
