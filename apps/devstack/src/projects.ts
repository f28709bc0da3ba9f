// Project configuration the hosted services keep per project id: which origins may call them
// and whether analytics is on. The devstack serves any project id; ids not configured get the
// defaults, whose allowlist is local development origins only.

import { isOriginAllowed as isAllowedByPatterns } from '@openappkit/core/server'

export interface ProjectConfig {
  allowedOrigins: string[]
  isAnalyticsEnabled: boolean
}

export const DEFAULT_ALLOWED_ORIGINS = [
  'http://localhost',
  'http://localhost:*',
  'http://127.0.0.1',
  'http://127.0.0.1:*',
  'https://localhost',
  'https://localhost:*',
]

export class Projects {
  readonly #configs = new Map<string, ProjectConfig>()
  readonly #defaults: ProjectConfig

  constructor(configs: Record<string, Partial<ProjectConfig>> = {}, defaults: Partial<ProjectConfig> = {}) {
    this.#defaults = {
      allowedOrigins: defaults.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS,
      isAnalyticsEnabled: defaults.isAnalyticsEnabled ?? true,
    }
    for (const [id, config] of Object.entries(configs)) this.set(id, config)
  }

  get(projectId: string | undefined): ProjectConfig {
    return (projectId !== undefined && this.#configs.get(projectId)) || this.#defaults
  }

  set(projectId: string, config: Partial<ProjectConfig>) {
    this.#configs.set(projectId, { ...this.get(projectId), ...config })
  }
}

/**
 * Whether an Origin header matches one of the project's patterns, by core's rule (URL-parsed
 * scheme, host and port; `*.` for whole labels; anything but a bare origin refused).
 */
export function isOriginAllowed(config: ProjectConfig, origin: string): boolean {
  return isAllowedByPatterns(origin, config.allowedOrigins, [])
}
