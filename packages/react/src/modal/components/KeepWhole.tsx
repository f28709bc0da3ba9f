/**
 * A sentence with a value in it (an email) that must not break across lines: at 360 px a
 * browser breaks "screenshots-ar@example.com" after its hyphen. The value moves to the next line
 * whole, and breaks anywhere only when wider than the line.
 */
export function KeepWhole(props: { text: string; whole: string }) {
  const at = props.whole ? props.text.indexOf(props.whole) : -1
  if (at < 0) return props.text
  return (
    <>
      {props.text.slice(0, at)}
      <span className="oak-whole">{props.whole}</span>
      {props.text.slice(at + props.whole.length)}
    </>
  )
}
