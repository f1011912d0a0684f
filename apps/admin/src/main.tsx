import '@bookshop/ui/styles.css';
import '@bookshop/ui/admin.css';
import './styles.css';
import { en } from '@bookshop/i18n/catalogue/en';
import { registerCatalogue } from '@bookshop/i18n/core';
import { LinkProvider } from '@bookshop/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { createAdminRouter } from './app/router';
import { makeStore } from './app/store';
import { RouterLink } from './shared/router-link';

// The back office is English: the shop's components it shares word themselves from this catalogue.
registerCatalogue('en', en);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={makeStore()}>
      <LinkProvider component={RouterLink}>
        <RouterProvider router={createAdminRouter()} />
      </LinkProvider>
    </Provider>
  </StrictMode>,
);
