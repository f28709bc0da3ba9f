import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { PhonePage } from './PhonePage'
import '../styles.css'

// The phone page (phone.html): a page of its own, without the playground's app, so the wallet
// in this tab and the app in the other are as separate as a phone and a laptop.
const root = document.getElementById('root')
if (!root) throw new Error('phone: #root is missing from phone.html')
createRoot(root).render(
  <StrictMode>
    <PhonePage />
  </StrictMode>,
)
