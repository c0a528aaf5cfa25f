import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { adminErrors } from './errorReporting.ts';

createRoot(document.getElementById('root')!, {
  onUncaughtError: adminErrors.reportError,
  onCaughtError: (error) => {
    console.error(error);
    adminErrors.reportError(error);
  },
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
adminErrors.loadWhenIdle();
