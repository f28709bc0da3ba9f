import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ModalPage } from './ModalPage'

const root = document.getElementById('root')
if (!root) throw new Error('playground: #root is missing from modal.html')
createRoot(root).render(
  <StrictMode>
    <ModalPage />
  </StrictMode>,
)
