/**
 * A service of the devstack could not listen: its port is taken. Every service says it the same
 * way, naming itself and the port, whichever of them hit the taken port first.
 */
export class PortInUseError extends Error {
  override name = 'PortInUseError'
  /** The service, as the CLI's printout names it (`wallet directory`, `EVM chain (anvil)`). */
  readonly service: string
  readonly port: number
  constructor(service: string, port: number, options?: ErrorOptions) {
    super(`port ${port} (${service}) is in use`, options)
    this.service = service
    this.port = port
  }
}

/** Node's error for a listen on a taken address. */
export function isAddressInUse(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'EADDRINUSE'
}

/** Turns Node's EADDRINUSE from `service`'s listen on `port` into a PortInUseError; rethrows the rest. */
export function rethrowPortInUse(service: string, port: number): (error: unknown) => never {
  return (error) => {
    if (isAddressInUse(error)) throw new PortInUseError(service, port, { cause: error })
    throw error
  }
}
