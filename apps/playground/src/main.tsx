import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { installRequestLog } from './logs/requestLog'
import './styles.css'

installRequestLog()
const root = document.getElementById('root')
if (!root) throw new Error('playground: #root is missing from index.html')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
