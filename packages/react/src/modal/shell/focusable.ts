const selector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** The elements Tab can reach inside `container`, in document order. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(selector)].filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  )
}

/** The focused element, looking through the shadow root the modal lives in. */
export function activeElementOf(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot
  return root.activeElement ?? null
}
