import { BaseError } from './base.ts'

/** An action was given parameters its schema refuses; `details` names each problem. Nothing changed. */
export class InvalidParametersError extends BaseError {
  override name = 'InvalidParametersError'
  static override readonly docsPath = '/errors#invalidparameterserror'
  constructor(action: string, details: string) {
    super(`Invalid ${action} parameters`, { details })
  }
}
