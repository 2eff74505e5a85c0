import { Outlet, ScrollRestoration } from 'react-router';
import { Navbar } from '../nav/Navbar';
import { SessionManager } from '../SessionManager';
import { usePageTitle } from '../usePageTitle';
import { Footer } from './Footer';

export function RootLayout() {
  usePageTitle();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      <SessionManager />
      <Navbar />
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
