// The theme variables an app may set (useAppKitTheme().setThemeVariables or the themeVariables
// option), mapped to the custom properties the modal's CSS reads. SPEC §9 defaults.
export const themeDefaults = {
  accent: undefined,
  colorMix: undefined,
  colorMixStrength: 0,
  fontFamily: undefined,
  baseFontSize: '10px',
  borderRadius: '4px',
  zIndex: 999,
  modalWidth: '360px',
} as const

const properties: Record<keyof typeof themeDefaults, string> = {
  accent: '--oak-accent',
  colorMix: '--oak-color-mix',
  colorMixStrength: '--oak-color-mix-strength',
  fontFamily: '--oak-font-family',
  baseFontSize: '--oak-base',
  borderRadius: '--oak-radius',
  zIndex: '--oak-z-index',
  modalWidth: '--oak-modal-width',
}

// Values go into a style attribute: anything that could end the declaration or open a url()
// is refused, so a theme value cannot pull in a remote resource or break out.
const unsafe = /[;{}<>\\]|url\s*\(|expression\s*\(/i

function cssValue(key: keyof typeof themeDefaults, value: string | number): string | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined
    if (key === 'colorMixStrength') return `${Math.min(100, Math.max(0, value))}%`
    if (key === 'zIndex') return String(Math.trunc(value))
    return `${value}px`
  }
  if (unsafe.test(value)) return undefined
  if (key === 'colorMixStrength' && /^\d+(\.\d+)?$/.test(value)) return `${value}%`
  return value
}

/** Custom properties for the host element, from the theme's variables merged over the defaults. */
export function themeProperties(
  variables: Readonly<Record<string, string | number>>,
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of Object.keys(properties) as (keyof typeof themeDefaults)[]) {
    const value = variables[key] ?? themeDefaults[key]
    if (value === undefined) continue
    const css = cssValue(key, value)
    if (css !== undefined) out[properties[key]] = css
  }
  return out
}
