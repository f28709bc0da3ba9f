/** Whether `b` holds the same values (`Object.is`) under every key of `a`. */
export function sameFields<T extends object>(a: T, b: T | undefined): boolean {
  return b !== undefined && (Object.keys(a) as (keyof T)[]).every((key) => Object.is(a[key], b[key]))
}
