// The theme variables an app may set (useAppKitTheme().setThemeVariables or the themeVariables
// option), mapped to the custom properties the modal's CSS reads. Core fills in the
// defaults (modal width, base font size, radius, z-index), so they arrive with the theme.
const properties = {
  accent: '--oak-accent',
  colorMix: '--oak-color-mix',
  colorMixStrength: '--oak-color-mix-strength',
  fontFamily: '--oak-font-family',
  baseFontSize: '--oak-base',
  borderRadius: '--oak-radius',
  zIndex: '--oak-z-index',
  modalWidth: '--oak-modal-width',
} as const

type ThemeVariable = keyof typeof properties

// Values go into a style attribute: anything that could end the declaration or open a url()
// is refused, so a theme value cannot pull in a remote resource or break out.
const unsafe = /[;{}<>\\]|url\s*\(|expression\s*\(/i

function cssValue(key: ThemeVariable, value: string | number): string | undefined {
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

/** Custom properties for the modal's root, from the theme's variables. */
export function themeProperties(
  variables: Readonly<Record<string, string | number>>,
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of Object.keys(properties) as ThemeVariable[]) {
    const value = variables[key]
    if (value === undefined) continue
    const css = cssValue(key, value)
    if (css !== undefined) out[properties[key]] = css
  }
  return out
}
