// Project configuration the hosted services keep per project id: which origins may call them
// and whether analytics is on. The devstack serves any project id; ids not configured get the
// defaults, whose allowlist is local development origins only.

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
 * Whether an Origin header matches one of the project's patterns. A pattern without a scheme
 * matches any scheme; `*` stands for one or more host labels or a port.
 */
export function isOriginAllowed(config: ProjectConfig, origin: string): boolean {
  return config.allowedOrigins.some((pattern) => originMatches(pattern, origin))
}

export function originMatches(pattern: string, origin: string): boolean {
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(pattern)
  const target = hasScheme ? origin : origin.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
    .join('[a-zA-Z0-9-]+(?:\\.[a-zA-Z0-9-]+)*')
  return new RegExp(`^${source}$`, 'i').test(target)
}
