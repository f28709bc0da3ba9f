// Inline icons drawn for the modal: decorative, so hidden from screen readers; the control that
// holds one carries the name.
const paths = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 12l5 5 9-10',
  chevron: 'M9 5l7 7-7 7',
  chevronDown: 'M5 9l7 7 7-7',
  network: 'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  power: 'M12 3v8M6.3 7.5a8 8 0 1011.4 0',
  search: 'M11 4a7 7 0 100 14 7 7 0 000-14zM20 20l-4-4',
  warning: 'M12 4l9 16H3zM12 10v4M12 17v.5',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  send: 'M7 17L17 7M9 7h8v8',
  receive: 'M17 7L7 17M15 17H7V9',
  swap: 'M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4',
  buy: 'M12 4v16M4 12h16',
  activity: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 7v5l3 2',
  key: 'M8 11a4 4 0 100 8 4 4 0 000-8zM11 12l9-9M16 7l3 3M14 9l2 2',
  tag: 'M4 4h7l9 9-7 7-9-9zM8.5 8.5h.01',
} as const

export type IconName = keyof typeof paths

export function Icon(props: { name: IconName; size?: number }) {
  const size = props.size ?? 18
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={props.name}
    >
      <path d={paths[props.name]} />
    </svg>
  )
}
