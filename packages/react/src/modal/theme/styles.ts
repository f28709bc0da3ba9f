// The modal's whole stylesheet. It lives in the shadow root, so host CSS cannot reach it and it
// cannot reach the host. Sizes are multiples of the base font size (10px), corners of
// the base radius (4px); durations come from core's constants, set on the root by ModalShell.
// Sides are logical (inline-start / inline-end), so the layout mirrors under dir="rtl".
export const styles = /* css */ `
:host { all: initial; }
.oak-root {
  --oak-mix: var(--oak-color-mix, transparent);
  --oak-mix-strength: var(--oak-color-mix-strength, 0%);
  --oak-u: var(--oak-base, 10px);
  --oak-r: var(--oak-radius, 4px);
  /* The QR code stays dark on light in both themes, as scanners expect. */
  --oak-qr-bg: #ffffff;
  --oak-qr-fg: #141414;
  font-family: var(--oak-font-family, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  font-size: calc(var(--oak-u) * 1.4);
  line-height: 1.4;
  color: var(--oak-fg);
  -webkit-font-smoothing: antialiased;
}
.oak-root[data-theme='light'] {
  --oak-accent-c: var(--oak-accent, #1d4ed8);
  --oak-on-accent: #ffffff;
  --oak-bg: color-mix(in srgb, var(--oak-mix) var(--oak-mix-strength), #ffffff);
  --oak-surface: color-mix(in srgb, var(--oak-mix) var(--oak-mix-strength), #f1f2f3);
  --oak-surface-hover: color-mix(in srgb, var(--oak-mix) var(--oak-mix-strength), #e5e7ea);
  --oak-border: #d9dcdf;
  --oak-fg: #141414;
  --oak-fg-2: #555a60;
  --oak-error: #b42318;
  --oak-success: #067647;
  --oak-backdrop: rgba(20, 20, 20, 0.4);
  color-scheme: light;
}
.oak-root[data-theme='dark'] {
  --oak-accent-c: var(--oak-accent, #6ea2ff);
  --oak-on-accent: #0b1220;
  --oak-bg: color-mix(in srgb, var(--oak-mix) var(--oak-mix-strength), #161718);
  --oak-surface: color-mix(in srgb, var(--oak-mix) var(--oak-mix-strength), #242628);
  --oak-surface-hover: color-mix(in srgb, var(--oak-mix) var(--oak-mix-strength), #303336);
  --oak-border: #3a3d40;
  --oak-fg: #eceef0;
  --oak-fg-2: #a9aeb4;
  --oak-error: #ff8a80;
  --oak-success: #6ce9a6;
  --oak-backdrop: rgba(0, 0, 0, 0.6);
  color-scheme: dark;
}
*, *::before, *::after { box-sizing: border-box; }
/* Not "color: inherit": after a theme switch Chromium sometimes kept the old inherited colour on
   buttons in the shadow root (dark text on dark surfaces); a var() recomputes with the theme. */
button, input { font: inherit; color: var(--oak-fg); }
fieldset { border: 0; margin: 0; padding: 0; }
.oak-sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.oak-overlay {
  position: fixed; inset: 0; z-index: var(--oak-z-index, 999);
  display: flex; align-items: center; justify-content: center;
  background: var(--oak-backdrop);
  /* Only the backdrop fades in: the card and its first view draw at once. */
  animation: oak-backdrop-in var(--oak-dur-view) ease-out;
}
.oak-embedded { display: block; }
.oak-card {
  position: relative;
  width: var(--oak-modal-width, 360px); max-width: 100%;
  max-height: min(calc(var(--oak-u) * 68), 92vh);
  display: flex; flex-direction: column;
  background: var(--oak-bg);
  border: 1px solid var(--oak-border);
  border-radius: calc(var(--oak-r) * 7);
  box-shadow: 0 calc(var(--oak-u) * 1.2) calc(var(--oak-u) * 4) rgba(0, 0, 0, 0.18);
  overflow: hidden;
  transition: height var(--oak-dur-height) ease;
  outline: none;
}
.oak-card[data-shake='true'] { animation: oak-shake var(--oak-dur-shake) ease-in-out; }
.oak-header {
  display: grid; grid-template-columns: calc(var(--oak-u) * 4) 1fr calc(var(--oak-u) * 4);
  align-items: center; gap: calc(var(--oak-u) * 0.8);
  padding: calc(var(--oak-u) * 1.4) calc(var(--oak-u) * 1.4) calc(var(--oak-u) * 0.6);
}
.oak-title {
  margin: 0; text-align: center; font-size: calc(var(--oak-u) * 1.6); font-weight: 600;
}
.oak-title[data-enter] { animation: oak-fade var(--oak-dur-header) ease-out; }
.oak-icon-button {
  width: calc(var(--oak-u) * 4); height: calc(var(--oak-u) * 4);
  display: inline-flex; align-items: center; justify-content: center;
  border: 0; border-radius: calc(var(--oak-r) * 3); background: transparent; cursor: pointer;
  color: var(--oak-fg-2);
}
.oak-icon-button:hover { background: var(--oak-surface); color: var(--oak-fg); }
:focus-visible { outline: 2px solid var(--oak-accent-c); outline-offset: 2px; }
/* The card takes the focus when it opens so the dialog is announced; a ring round the whole card
   would only frame the modal (the first control shows the ring as soon as Tab moves). */
.oak-card:focus-visible { outline: none; }
.oak-body {
  flex: 1 1 auto; min-height: 0; overflow-y: auto; overscroll-behavior: contain;
  padding: calc(var(--oak-u) * 0.6) calc(var(--oak-u) * 1.4) calc(var(--oak-u) * 1.6);
}
.oak-view[data-enter] { animation: oak-view-in var(--oak-dur-view) ease-out; }
/* A steady height while results come and go, so the header and the search field stay put. */
.oak-view[data-view='AllWallets'] { min-height: min(calc(var(--oak-u) * 48), 70vh); }
.oak-stack { display: flex; flex-direction: column; gap: calc(var(--oak-u) * 0.8); }
.oak-legal { display: flex; gap: calc(var(--oak-u) * 0.8); align-items: flex-start; }
.oak-legal a, .oak-muted a { color: inherit; text-decoration: underline; }
.oak-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: calc(var(--oak-u) * 0.6); }
.oak-item {
  width: 100%; display: flex; align-items: center; gap: calc(var(--oak-u) * 1.2);
  padding: calc(var(--oak-u) * 0.8) calc(var(--oak-u) * 1.2);
  border: 0; border-radius: calc(var(--oak-r) * 4);
  background: var(--oak-surface); cursor: pointer; text-align: start;
  min-height: calc(var(--oak-u) * 5.6);
}
.oak-item:hover { background: var(--oak-surface-hover); }
.oak-item[aria-current='true'] { box-shadow: inset 0 0 0 2px var(--oak-accent-c); }
.oak-item-name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 500; }
.oak-tag {
  font-size: calc(var(--oak-u) * 1.1); font-weight: 600; color: var(--oak-fg-2);
  padding: calc(var(--oak-u) * 0.2) calc(var(--oak-u) * 0.6); border-radius: calc(var(--oak-r) * 2);
  border: 1px solid var(--oak-border);
}
.oak-wallet-image {
  width: calc(var(--oak-u) * 4); height: calc(var(--oak-u) * 4); flex: none;
  border-radius: calc(var(--oak-r) * 3); object-fit: cover; background: var(--oak-bg);
  border: 1px solid var(--oak-border);
}
.oak-wallet-image[data-size='large'] { width: calc(var(--oak-u) * 8); height: calc(var(--oak-u) * 8); border-radius: calc(var(--oak-r) * 5); }
.oak-placeholder {
  display: inline-flex; align-items: center; justify-content: center;
  color: var(--oak-fg-2); font-weight: 700; font-size: calc(var(--oak-u) * 1.5);
  background: var(--oak-surface-hover);
}
.oak-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: calc(var(--oak-u) * 0.8); }
.oak-grid-item {
  width: 100%; display: flex; flex-direction: column; align-items: center; gap: calc(var(--oak-u) * 0.6);
  padding: calc(var(--oak-u) * 0.8) calc(var(--oak-u) * 0.4); border: 0; border-radius: calc(var(--oak-r) * 4);
  background: var(--oak-surface); cursor: pointer;
}
.oak-grid-item:hover { background: var(--oak-surface-hover); }
.oak-grid-name {
  width: 100%; text-align: center; font-size: calc(var(--oak-u) * 1.15);
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.oak-button {
  display: inline-flex; align-items: center; justify-content: center; gap: calc(var(--oak-u) * 0.6);
  min-height: calc(var(--oak-u) * 4); padding: 0 calc(var(--oak-u) * 1.6);
  border-radius: calc(var(--oak-r) * 4); border: 1px solid var(--oak-border);
  background: var(--oak-surface); cursor: pointer; font-weight: 600; text-decoration: none;
}
a.oak-button { color: inherit; }
.oak-button:hover { background: var(--oak-surface-hover); }
.oak-button[data-variant='accent'] { background: var(--oak-accent-c); color: var(--oak-on-accent); border-color: transparent; }
.oak-button[data-variant='accent']:hover { filter: brightness(1.08); }
.oak-button:disabled, .oak-button[aria-disabled='true'], .oak-item:disabled, .oak-item[aria-disabled='true'],
.oak-radio:has(input:disabled) { opacity: 0.6; cursor: default; }
/* A segmented control (the namespace switcher): one track, the pressed segment raised on it. */
.oak-segmented { display: flex; gap: 3px; padding: 3px; border: 1px solid var(--oak-border); border-radius: calc(var(--oak-r) * 4); background: var(--oak-surface); }
.oak-segmented > button {
  flex: 1; min-height: calc(var(--oak-u) * 3.4); border: 0; border-radius: calc(var(--oak-r) * 3);
  background: transparent; color: var(--oak-fg-2); font-weight: 600; cursor: pointer;
}
.oak-segmented > button:hover { color: var(--oak-fg); }
.oak-segmented > button[aria-pressed='true'] {
  background: var(--oak-bg); color: var(--oak-fg); cursor: default;
  box-shadow: inset 0 0 0 1.5px var(--oak-accent-c), 0 1px 2px rgba(0, 0, 0, 0.12);
}
/* A choice among a list (Picker): a field-like button, and the list opened in place under it. */
.oak-picker-button { display: flex; align-items: center; gap: calc(var(--oak-u) * 0.8); cursor: pointer; text-align: start; }
.oak-picker-button[aria-expanded='true'] { border-color: var(--oak-accent-c); }
.oak-picker-list {
  margin-top: calc(var(--oak-u) * 0.4); padding: calc(var(--oak-u) * 0.4); max-height: calc(var(--oak-u) * 24); overflow-y: auto;
  border: 1px solid var(--oak-border); border-radius: calc(var(--oak-r) * 4); background: var(--oak-bg);
}
.oak-picker-list[hidden] { display: none; }
.oak-picker-group { padding: calc(var(--oak-u) * 0.6) calc(var(--oak-u) * 0.8) calc(var(--oak-u) * 0.2); font-size: calc(var(--oak-u) * 1.2); color: var(--oak-fg-2); }
.oak-picker-option {
  display: flex; align-items: center; gap: calc(var(--oak-u) * 0.8); min-height: calc(var(--oak-u) * 4);
  padding: 0 calc(var(--oak-u) * 0.8); border-radius: calc(var(--oak-r) * 3); cursor: pointer;
}
.oak-picker-option[data-active] { background: var(--oak-surface-hover); }
.oak-picker-option[aria-selected='true'] { font-weight: 600; }
.oak-picker-option .oak-muted, .oak-picker-button .oak-muted { font-variant-numeric: tabular-nums; }
.oak-socials { list-style: none; margin: 0; padding: 0; display: grid; gap: calc(var(--oak-u) * 0.6); }
.oak-social { width: 100%; }
.oak-row { display: flex; gap: calc(var(--oak-u) * 0.8); justify-content: center; flex-wrap: wrap; }
/* Key / value rows (a review, what a request asks): one grid, so every value starts at the same
   line and ends at the card's edge; digits of equal width so amounts line up. */
.oak-details {
  margin: 0; padding: calc(var(--oak-u) * 1.2);
  border: 1px solid var(--oak-border); border-radius: calc(var(--oak-r) * 4); background: var(--oak-surface);
  overflow-wrap: anywhere;
}
dl.oak-details {
  display: grid; grid-template-columns: auto minmax(0, 1fr); align-items: baseline;
  column-gap: calc(var(--oak-u) * 1.6); row-gap: calc(var(--oak-u) * 1.0);
}
.oak-details .oak-row, .oak-details .oak-stack { display: contents; }
.oak-details dt { color: var(--oak-fg-2); }
.oak-details dd { margin: 0; min-width: 0; text-align: end; font-weight: 500; font-variant-numeric: tabular-nums; }
.oak-details > dd { grid-column: 1 / -1; text-align: start; }
/* A value reads LTR on its own (plaintext), so in an RTL modal its column ends at the left edge. */
.oak-details dd:dir(rtl) { text-align: left; }
.oak-details > dd:dir(rtl) { text-align: right; }
/* The text a request asks to sign, as written (its own lines kept), in the review's box. */
.oak-message { white-space: pre-wrap; overflow-wrap: anywhere; unicode-bidi: plaintext; font-size: calc(var(--oak-u) * 1.3); }
/* A failure inside a view (a declined signature): the warning mark, what happened, why. */
.oak-notice {
  display: flex; align-items: flex-start; gap: calc(var(--oak-u) * 1.0); padding: calc(var(--oak-u) * 1.2);
  border-radius: calc(var(--oak-r) * 4); background: color-mix(in srgb, var(--oak-error) 10%, var(--oak-bg));
}
.oak-notice > svg { flex: none; color: var(--oak-error); }
.oak-notice p { margin: 0; }
.oak-notice-title { font-weight: 600; color: var(--oak-error); }
/* A wait named beside its spinner, on one line. */
.oak-waiting { display: inline-flex; align-items: center; gap: calc(var(--oak-u) * 0.8); }
/* A choice among rows (the onramp's providers): the row is the label, the radio drawn in the theme. */
.oak-radio:has(input:checked) { box-shadow: inset 0 0 0 2px var(--oak-accent-c); }
.oak-radio:has(input:disabled) { cursor: default; }
.oak-radio:has(input:disabled):hover { background: var(--oak-surface); }
.oak-radio > input {
  appearance: none; flex: none; margin: 0; width: calc(var(--oak-u) * 1.8); height: calc(var(--oak-u) * 1.8);
  border: 2px solid var(--oak-border); border-radius: 50%; background: var(--oak-bg); cursor: inherit;
}
.oak-radio > input:checked { border-color: var(--oak-accent-c); background: radial-gradient(var(--oak-accent-c) 40%, var(--oak-bg) 46%); }
.oak-item-detail { font-size: calc(var(--oak-u) * 1.2); text-align: end; }
/* A second, quieter line under a value (its USD worth). */
.oak-sub { display: block; color: var(--oak-fg-2); font-weight: 400; font-size: calc(var(--oak-u) * 1.2); }
/* An amount field with its Max inside the box, at the end. */
.oak-amount { display: flex; align-items: center; gap: calc(var(--oak-u) * 0.8); padding-inline-end: calc(var(--oak-u) * 0.6); }
.oak-amount:focus-within { border-color: var(--oak-accent-c); }
.oak-amount > input {
  flex: 1; min-width: 0; min-height: calc(var(--oak-u) * 3.8); border: 0; padding: 0; background: transparent;
  outline: none; font-size: calc(var(--oak-u) * 1.6); font-variant-numeric: tabular-nums; unicode-bidi: plaintext;
}
.oak-pill {
  flex: none; border: 1px solid var(--oak-border); border-radius: calc(var(--oak-r) * 3); background: var(--oak-bg);
  padding: calc(var(--oak-u) * 0.3) calc(var(--oak-u) * 0.8); font-size: calc(var(--oak-u) * 1.2); font-weight: 600; cursor: pointer;
}
.oak-pill:hover { border-color: var(--oak-accent-c); }
.oak-pill:disabled { opacity: 0.5; cursor: default; }
.oak-center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: calc(var(--oak-u) * 1.0); padding: calc(var(--oak-u) * 1.2) 0; }
/* A centred view's actions span the card, as the review's do: one button shape in every view. */
.oak-center > .oak-button { align-self: stretch; }
.oak-muted { color: var(--oak-fg-2); margin: 0; }
.oak-whole { display: inline-block; max-width: 100%; overflow-wrap: anywhere; unicode-bidi: isolate; }
/* A text-sized action beside what it acts on (Account's "Change" next to the email). */
.oak-link { border: 0; background: none; padding: 0; font: inherit; font-weight: 600; color: var(--oak-fg); text-decoration: underline; cursor: pointer; }
.oak-heading { margin: 0; font-size: calc(var(--oak-u) * 1.6); font-weight: 600; }
.oak-error { color: var(--oak-error); margin: 0; }
.oak-block { display: block; }
/* A row's detail line under its name wraps rather than hide its end behind the row's button. */
.oak-item-name .oak-block { white-space: normal; }
.oak-input {
  width: 100%; min-height: calc(var(--oak-u) * 4); padding: 0 calc(var(--oak-u) * 1.2);
  border-radius: calc(var(--oak-r) * 4); border: 1px solid var(--oak-border); background: var(--oak-surface);
}
/* The search icon sits at the end: no browser clear button on top of it, no text under it. */
.oak-input[type='search'] { padding-inline-end: calc(var(--oak-u) * 3.6); }
.oak-input::-webkit-search-cancel-button { -webkit-appearance: none; appearance: none; }
.oak-qr {
  position: relative; width: calc(var(--oak-u) * 26); max-width: 100%; aspect-ratio: 1;
  padding: calc(var(--oak-u) * 1.2); border-radius: calc(var(--oak-r) * 6); background: var(--oak-qr-bg);
}
.oak-qr svg { width: 100%; height: 100%; display: block; }
.oak-qr-logo {
  position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%);
  width: 22%; height: 22%; border-radius: calc(var(--oak-r) * 3); background: var(--oak-qr-bg);
  padding: 3%; display: flex;
}
.oak-qr-logo > * { width: 100%; height: 100%; }
.oak-qr-skeleton { width: 100%; height: 100%; border-radius: calc(var(--oak-r) * 3); background: var(--oak-surface); animation: oak-pulse 1.2s ease-in-out infinite; }
.oak-spinner {
  width: calc(var(--oak-u) * 2); height: calc(var(--oak-u) * 2); border-radius: 50%;
  border: 2px solid var(--oak-border); border-top-color: var(--oak-accent-c);
  animation: oak-spin 0.8s linear infinite; flex: none;
}
.oak-avatar {
  width: calc(var(--oak-u) * 6.4); height: calc(var(--oak-u) * 6.4); border-radius: 50%; object-fit: cover;
  background: linear-gradient(135deg, var(--oak-a1, #9bb7ff), var(--oak-a2, #ffb4d9));
}
.oak-nfts { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(calc(var(--oak-u) * 12), 1fr)); gap: calc(var(--oak-u) * 1.2); }
.oak-nft { display: flex; flex-direction: column; gap: calc(var(--oak-u) * 0.4); min-width: 0; }
.oak-nft-image { width: 100%; aspect-ratio: 1; border-radius: calc(var(--oak-r) * 4); object-fit: cover; background: var(--oak-surface-hover); border: 1px solid var(--oak-border); }
.oak-nft-name { font-weight: 600; overflow-wrap: anywhere; }
.oak-balance { font-size: calc(var(--oak-u) * 3.0); font-weight: 700; margin: 0; font-variant-numeric: tabular-nums; letter-spacing: -0.01em; }
.oak-account-head { gap: calc(var(--oak-u) * 0.6); padding-top: 0; }
.oak-account-head .oak-address { font-size: calc(var(--oak-u) * 1.5); }
.oak-account-head .oak-row > .oak-button { min-height: calc(var(--oak-u) * 3.2); padding: 0 calc(var(--oak-u) * 1.2); font-size: calc(var(--oak-u) * 1.3); }
.oak-address { font-size: calc(var(--oak-u) * 1.8); font-weight: 600; margin: 0; font-variant-numeric: tabular-nums; }
.oak-tabs { display: flex; gap: calc(var(--oak-u) * 0.4); padding: calc(var(--oak-u) * 0.4); border-radius: calc(var(--oak-r) * 4); background: var(--oak-surface); }
.oak-tab { flex: 1; border: 0; background: transparent; padding: calc(var(--oak-u) * 0.6); border-radius: calc(var(--oak-r) * 3); cursor: pointer; font-weight: 600; color: var(--oak-fg-2); }
.oak-tab[aria-selected='true'] { background: var(--oak-bg); color: var(--oak-fg); }
.oak-token { display: flex; align-items: center; gap: calc(var(--oak-u) * 1.0); padding: calc(var(--oak-u) * 0.6) 0; }
.oak-token-amount { margin-inline-start: auto; max-width: 60%; min-width: 0; overflow-wrap: anywhere; text-align: end; font-variant-numeric: tabular-nums; }
/* Addresses, amounts and hashes read left to right in a right-to-left modal: each line takes the
   direction of its first letter ("1.5 ETH", "0xf3…" left to right; a sentence in Arabic right to left). */
.oak-address, .oak-balance, .oak-token-amount, .oak-token-amount > *, .oak-details dd, .oak-input { unicode-bidi: plaintext; }
/* Arrows that point along the line (back, a row's chevron) point the other way. */
.oak-root[dir='rtl'] svg[data-icon='back'], .oak-root[dir='rtl'] svg[data-icon='chevron'] { transform: scaleX(-1); }
.oak-group-title { margin: calc(var(--oak-u) * 0.8) 0 calc(var(--oak-u) * 0.4); font-size: calc(var(--oak-u) * 1.2); font-weight: 600; color: var(--oak-fg-2); }
.oak-toast {
  position: absolute; left: 50%; top: calc(var(--oak-u) * 1.2); transform: translateX(-50%);
  max-width: calc(100% - var(--oak-u) * 2.4);
  display: flex; align-items: center; gap: calc(var(--oak-u) * 0.8);
  padding: calc(var(--oak-u) * 0.8) calc(var(--oak-u) * 1.2); border-radius: calc(var(--oak-r) * 5);
  background: var(--oak-fg); color: var(--oak-bg); font-weight: 600; z-index: 2;
  animation: oak-toast-in var(--oak-dur-view) ease-out;
}
.oak-toast[data-variant='error'] { background: var(--oak-error); color: #ffffff; }
.oak-root[data-theme='dark'] .oak-toast[data-variant='error'] { color: #1a0000; }
.oak-toast button { border: 0; background: transparent; cursor: pointer; color: inherit; padding: 0 calc(var(--oak-u) * 0.4); font-size: calc(var(--oak-u) * 1.6); }
@keyframes oak-fade { from { opacity: 0; } to { opacity: 1; } }
@keyframes oak-backdrop-in { from { background-color: transparent; } }
@keyframes oak-view-in { from { opacity: 0; transform: translateY(calc(var(--oak-u) * 0.6)); } to { opacity: 1; transform: none; } }
@keyframes oak-toast-in { from { opacity: 0; transform: translate(-50%, -6px); } to { opacity: 1; transform: translate(-50%, 0); } }
@keyframes oak-spin { to { transform: rotate(360deg); } }
@keyframes oak-pulse { 50% { opacity: 0.5; } }
@keyframes oak-shake {
  10%, 90% { transform: translateX(-2px); } 20%, 80% { transform: translateX(4px); }
  30%, 50%, 70% { transform: translateX(-6px); } 40%, 60% { transform: translateX(6px); }
}
/* A bottom sheet on small screens. */
@media (max-width: 430px) {
  .oak-overlay { align-items: flex-end; }
  .oak-overlay .oak-card {
    width: 100%; max-height: 90vh;
    border-radius: calc(var(--oak-r) * 7) calc(var(--oak-r) * 7) 0 0; border-bottom: 0;
  }
}
/* Animations run for a blink so their end events still fire (the shake's). Transitions get 0s, not
   a blink: transition-property is "all" by default, so any duration would make every colour a
   transition, and text read in the frame of a theme switch had the old theme's colour (axe saw
   dark text on the light card). */
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;
    transition-duration: 0s !important;
  }
}
/* The Account view's smart-account switch: a track with a thumb, on when the smart account is in use. */
.oak-account-type { display: flex; flex-direction: column; gap: calc(var(--oak-u) * 0.4); }
.oak-account-type p { margin: 0; padding: 0 calc(var(--oak-u) * 1.2); }
.oak-switch {
  flex: none; position: relative; width: calc(var(--oak-u) * 4); height: calc(var(--oak-u) * 2.4);
  border-radius: calc(var(--oak-u) * 1.2); background: var(--oak-border); transition: background 0.15s;
}
.oak-switch::after {
  content: ''; position: absolute; top: calc(var(--oak-u) * 0.3); inset-inline-start: calc(var(--oak-u) * 0.3);
  width: calc(var(--oak-u) * 1.8); height: calc(var(--oak-u) * 1.8); border-radius: 50%;
  background: var(--oak-bg); transition: transform 0.15s;
}
[aria-checked='true'] > .oak-switch { background: var(--oak-accent-c); }
[aria-checked='true'] > .oak-switch::after { transform: translateX(calc(var(--oak-u) * 1.6)); }
.oak-root[dir='rtl'] [aria-checked='true'] > .oak-switch::after { transform: translateX(calc(var(--oak-u) * -1.6)); }
.oak-item[role='switch']:focus-visible { outline: 2px solid var(--oak-accent-c); outline-offset: 2px; }
/* The card takes the focus when it opens so the dialog is announced; a ring round the whole card
   would only frame the modal (the first control shows the ring as soon as Tab moves). */
.oak-card:focus-visible { outline: none; }
/* Connect: the wallets under their headings, the search above them, the help under them. */
.oak-section-title {
  margin: 0 0 calc(var(--oak-u) * 0.6); padding: 0 calc(var(--oak-u) * 0.4);
  font-size: calc(var(--oak-u) * 1.2); font-weight: 600; color: var(--oak-fg-2);
}
.oak-search { position: relative; }
.oak-search > svg {
  position: absolute; inset-inline-end: calc(var(--oak-u) * 1.2); top: 50%; transform: translateY(-50%);
  pointer-events: none; opacity: 0.6;
}
.oak-help summary { cursor: pointer; color: var(--oak-fg-2); font-size: calc(var(--oak-u) * 1.3); padding: calc(var(--oak-u) * 0.4); }
.oak-help summary:focus-visible { outline: 2px solid var(--oak-accent-c); outline-offset: 2px; }
/* The card takes the focus when it opens so the dialog is announced; a ring round the whole card
   would only frame the modal (the first control shows the ring as soon as Tab moves). */
.oak-card:focus-visible { outline: none; }
.oak-help p { margin: calc(var(--oak-u) * 0.4) 0 0; padding: 0 calc(var(--oak-u) * 0.4); }
/* Swap as a card: two panels (pay, receive) with the flip button on the seam between them. */
.oak-swap { display: flex; flex-direction: column; gap: calc(var(--oak-u) * 0.4); position: relative; }
.oak-swap-panel {
  position: relative; display: flex; flex-direction: column; gap: calc(var(--oak-u) * 0.4);
  padding: calc(var(--oak-u) * 1.2); border-radius: calc(var(--oak-r) * 4); background: var(--oak-surface);
}
.oak-swap-panel:focus-within { box-shadow: inset 0 0 0 1px var(--oak-border); }
.oak-swap-head {
  display: flex; justify-content: space-between; gap: calc(var(--oak-u) * 0.8); min-height: calc(var(--oak-u) * 1.7);
  color: var(--oak-fg-2); font-size: calc(var(--oak-u) * 1.25); font-variant-numeric: tabular-nums;
}
.oak-swap-line { display: flex; align-items: center; gap: calc(var(--oak-u) * 0.8); }
.oak-swap-amount {
  flex: 1; min-width: 0; border: 0; padding: 0; background: transparent; outline: none;
  font-size: calc(var(--oak-u) * 2.6); font-weight: 600; font-variant-numeric: tabular-nums; unicode-bidi: plaintext;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.oak-swap-amount::placeholder, .oak-swap-amount[data-state='empty'] { color: var(--oak-fg-2); }
.oak-swap-amount[data-state='text'] { font-size: calc(var(--oak-u) * 1.4); font-weight: 500; color: var(--oak-fg-2); }
.oak-swap-line .oak-picker { flex: none; max-width: 55%; }
.oak-swap-line .oak-picker-button {
  width: auto; min-height: calc(var(--oak-u) * 3.6); border-radius: calc(var(--oak-u) * 1.8);
  background: var(--oak-bg); font-weight: 600;
}
.oak-swap-line .oak-picker-list { position: absolute; inset-inline: 0; z-index: 3; box-shadow: 0 6px 18px rgba(0, 0, 0, 0.16); }
.oak-swap-flip {
  align-self: center; margin: calc(var(--oak-u) * -1.8) 0; z-index: 1;
  width: calc(var(--oak-u) * 3.6); height: calc(var(--oak-u) * 3.6); display: inline-flex; align-items: center; justify-content: center;
  border: 3px solid var(--oak-bg); border-radius: calc(var(--oak-r) * 3); background: var(--oak-surface-hover); cursor: pointer;
}
.oak-swap-flip:hover { color: var(--oak-accent-c); }
/* Folded details under a summary line (the swap's quote). */
.oak-disclosure > summary {
  display: flex; align-items: center; justify-content: space-between; gap: calc(var(--oak-u) * 0.8);
  padding: calc(var(--oak-u) * 0.6) calc(var(--oak-u) * 0.4); cursor: pointer; list-style: none;
  color: var(--oak-fg-2); font-size: calc(var(--oak-u) * 1.3); font-variant-numeric: tabular-nums;
}
.oak-disclosure > summary::-webkit-details-marker { display: none; }
.oak-disclosure[open] > summary svg { transform: rotate(180deg); }
.oak-disclosure .oak-segmented { display: inline-flex; }
.oak-disclosure .oak-segmented > button { white-space: nowrap; min-height: calc(var(--oak-u) * 2.6); padding: 0 calc(var(--oak-u) * 0.6); font-size: calc(var(--oak-u) * 1.2); }
/* The Account view's actions (Buy, Swap, Receive, Send): one row of equal tiles. */
.oak-features { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: calc(var(--oak-u) * 0.6); }
/* Five tiles on a 360 px card: a label as long as "Receive" keeps a margin inside its tile. */
.oak-features > .oak-button {
  flex-direction: column; gap: calc(var(--oak-u) * 0.4); padding: calc(var(--oak-u) * 1) calc(var(--oak-u) * 0.2);
  border-radius: calc(var(--oak-r) * 3); font-size: calc(var(--oak-u) * 1.2); min-width: 0; line-height: 1.2;
}
`
