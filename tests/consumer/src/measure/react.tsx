// The baseline: React and react-dom rendering one element. Each other entry costs what it adds to this.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mount } from './mount';

createRoot(mount()).render(
  <StrictMode>
    <p>Bazaar</p>
  </StrictMode>,
);
