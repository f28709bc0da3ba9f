/** The tag of the element the modal renders into. */
export const modalTagName = 'openappkit-modal'

/**
 * Defines the host element once per page. It carries no behaviour: it only gives the modal a
 * shadow root, so page CSS cannot style the modal and the modal's CSS cannot leak out.
 */
export function createModalHost(tagName: string = modalTagName): HTMLElement {
  if (!customElements.get(tagName)) customElements.define(tagName, class extends HTMLElement {})
  const host = document.createElement(tagName)
  host.attachShadow({ mode: 'open' })
  return host
}
