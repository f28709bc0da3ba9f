// The scripts written right to left among languages a catalogue may be in (ours, or an app's own
// through `messages`): Arabic, Hebrew, Persian, Urdu and a few more.
const rightToLeft = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb'])

/** The direction a catalogue's language is written in, from its `locale` ("ar-u-nu-latn" → "rtl"). */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  return rightToLeft.has(locale.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr'
}
