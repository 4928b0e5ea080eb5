import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadPage } from './app/router';
import { createBrowserStore } from './app/store';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The first render shows the page itself: a suspended page would wait for React's reveal throttle.
void preloadPage(window.location.pathname).then(() =>
  createRoot(root).render(
    <StrictMode>
      <Provider store={createBrowserStore()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  ),
);
