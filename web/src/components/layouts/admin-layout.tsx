import { Deferred, type Load } from '@web/components/deferred';
import { PageLoader, Spinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** One tab of a staff page. Its value is the URL hash: `/admin#user-verification`. */
export interface AdminTab {
  value: string;
  label: string;
  icon?: LucideIcon;
  /** Beside the label, e.g. a count of pending payments. */
  badge?: ReactNode;
  /** The tab's content: its chunk, fetched when the tab is first opened (`() => import(…)…`). */
  content: Load;
}

interface AdminLayoutProps {
  title: string;
  description?: string;
  /** The header's right-hand slot (buttons such as Refresh). */
  actions?: ReactNode;
  /** Between the header and the tabs: stat cards, banners. */
  children?: ReactNode;
  /** The page's tabs; none means the page has one area and `body` shows it. */
  tabs?: AdminTab[];
  /** The content of a page without tabs. */
  body?: ReactNode;
}

/** The hash without its '#', decoded; a malformed escape names no tab. */
function hashValue(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

/**
 * The active tab lives in the URL hash, so a reload, a shared link or the admin spec's
 * `/admin#user-verification` opens the same tab. An unknown or missing hash opens the first.
 */
export function useHashTab(values: string[]): [string | undefined, (value: string) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = hashValue(location.hash);
  const active = values.includes(wanted) ? wanted : values[0];
  const select = (value: string) =>
    navigate({ search: location.search, hash: value }, { replace: true, preventScrollReset: true });
  return [active, select];
}

/**
 * The frame of the staff pages (/admin, /content-manager, /sub-admin): a page header with a
 * slot for actions, then a tab bar in the URL. The tab bar scrolls sideways on a phone and
 * follows the WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs, Enter or
 * Space opens one (manual activation, since each tab fetches its own code).
 */
export function AdminLayout({ title, description, actions, children, tabs = [], body }: AdminLayoutProps) {
  const [active, select] = useHashTab(tabs.map((t) => t.value));
  const listRef = useRef<HTMLDivElement>(null);

  // Keep the open tab in view on a narrow screen, also when a link opened it.
  useEffect(() => {
    if (!active) return;
    const trigger = listRef.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    trigger?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          {description && <p className="text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </header>
      {children}
      {tabs.length > 0 && active ? (
        <Tabs value={active} onValueChange={select} activationMode="manual">
          <TabsList
            ref={listRef}
            aria-label={`${title} sections`}
            className="flex h-auto w-full justify-start overflow-x-auto [scrollbar-width:thin]"
          >
            {tabs.map(({ value, label, icon: Icon, badge }) => (
              <TabsTrigger key={value} value={value} className="h-9 shrink-0 focus-visible:-outline-offset-3">
                {Icon && <Icon className="size-4" aria-hidden="true" />}
                {label}
                {badge}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map(({ value, content }) => (
            <TabsContent key={value} value={value} className="rounded-md">
              <Suspense fallback={<Spinner label="Loading..." className="py-10" />}>
                <Deferred load={content} fallback={<Spinner label="Loading..." className="py-10" />} />
              </Suspense>
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        <Suspense fallback={<PageLoader />}>{body}</Suspense>
      )}
    </div>
  );
}
