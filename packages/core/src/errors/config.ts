import { BaseError, type BaseErrorParameters } from './base.ts'

/** Options given to `createAppKit` failed validation; `details` lists each problem. */
export class InvalidOptionsError extends BaseError {
  override name = 'InvalidOptionsError'
  static override readonly docsPath = '/errors#invalidoptionserror'
  constructor(parameters: BaseErrorParameters) {
    super('Invalid createAppKit options', parameters)
  }
}

export class SiwxConflictError extends BaseError {
  override name = 'SiwxConflictError'
  static override readonly docsPath = '/errors#siwxconflicterror'
  constructor() {
    super('Cannot set both siweConfig and siwx options')
  }
}

export class NamespaceNotConfiguredError extends BaseError {
  override name = 'NamespaceNotConfiguredError'
  static override readonly docsPath = '/errors#namespacenotconfigurederror'
  constructor(namespace: string) {
    super(`Namespace ${namespace} is not configured. Please call connect() first with namespace config.`)
  }
}

/** Without a namespace the spec's short form "Adapter not found" is used. */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError'
  static override readonly docsPath = '/errors#adapternotfounderror'
  constructor(namespace?: string) {
    super(namespace ? `Adapter for namespace ${namespace} doesn't exist` : 'Adapter not found')
  }
}
