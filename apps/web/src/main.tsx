import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'antd/dist/reset.css';
import './app/global.css';
import { App } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const root = createRoot(container);
// As a transition the first render yields to the browser every few milliseconds instead of
// holding the main thread until the whole first screen is built.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
