import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';

/*
 * The first render is a transition: React renders it in slices of a few milliseconds, so a slow
 * phone stays responsive instead of running one long task (bench/README.md, "Issue 17, seventh
 * pass").
 */
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
