import type { User } from '@core/schemas/auth';
import { LogoMark } from '@web/components/logo';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import type { LoginState } from '@web/lib/login-state';
import { acknowledgeEnd, getSession, useSession } from '@web/lib/session';
import { showToast, type ToastInput } from '@web/lib/toast';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../components/LoginForm';
import { destinationAfterLogin, destinationAfterSignUp } from '../redirects';

type Mode = 'signin' | 'signup';

/** The sign-up form (and its form library) loads only when the visitor switches to it. */
const SignUpForm = lazy(() => import('../components/SignUpForm').then((m) => ({ default: m.SignUpForm })));

const NOTICES: Record<NonNullable<LoginState['notice']>, ToastInput> = {
  inactivity: {
    title: 'Session Expired',
    description: 'You have been logged out due to inactivity.',
    variant: 'warning',
  },
  unauthorized: {
    title: 'Session Expired',
    description: 'Your session has ended. Please log in again.',
    variant: 'warning',
  },
  verified: {
    title: 'Account Verified!',
    description: 'Your account has been verified! Please log in again to access all features.',
    variant: 'success',
  },
};

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as LoginState;
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'signup' ? 'signup' : 'signin');
  const { token } = useSession();
  // Only a visitor who arrives already signed in is sent on; a fresh sign-in navigates itself.
  const [arrivedSignedIn] = useState(() => Boolean(getSession().token));

  // Show the reason we landed here once, then forget it so a reload does not repeat it.
  useEffect(() => {
    if (!state.notice) return;
    showToast(NOTICES[state.notice]);
    acknowledgeEnd();
    navigate(`${location.pathname}${location.search}`, { replace: true, state: { from: state.from } });
  }, [state.notice, state.from, navigate, location.pathname, location.search]);

  const user = getSession().user;
  if (arrivedSignedIn && token && user)
    return <Navigate to={destinationAfterLogin(user, state.from)} replace />;

  const onSignedIn = (signedIn: User) =>
    navigate(destinationAfterLogin(signedIn, state.from), { replace: true });
  const onSignedUp = () => navigate(destinationAfterSignUp(), { replace: true });

  return (
    <div className="px-4 py-8 sm:py-12">
      <div className={`mx-auto w-full ${mode === 'signup' ? 'max-w-2xl' : 'max-w-md'}`}>
        <div className="mb-6 grid justify-items-center gap-2 text-center">
          <Link to="/" aria-label="CrimReview home" className="rounded-md">
            <LogoMark className="size-12" />
          </Link>
          <h1 className="text-2xl font-bold">{mode === 'signin' ? 'Welcome back' : 'Create your account'}</h1>
          <p className="text-muted-foreground">
            {mode === 'signin'
              ? 'Sign in to continue your board exam review.'
              : 'Start your 7-day free trial. No payment needed today.'}
          </p>
        </div>
        <div className="rounded-lg border border-border bg-card p-5 shadow-card sm:p-6">
          <Tabs value={mode} onValueChange={(v) => setMode(v as Mode)}>
            <TabsList className="mb-2 grid w-full grid-cols-2">
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <LoginForm onSignedIn={onSignedIn} />
            </TabsContent>
            <TabsContent value="signup">
              <Suspense fallback={<div className="h-[36rem]" aria-hidden="true" />}>
                <SignUpForm onSignedUp={onSignedUp} />
              </Suspense>
            </TabsContent>
          </Tabs>
        </div>
        <p className="mt-4 text-center text-sm text-muted-foreground">
          {mode === 'signin' ? "Don't have an account? " : 'Already have an account? '}
          <button
            type="button"
            className="font-semibold text-primary underline-offset-4 hover:underline"
            onClick={() => setMode(mode === 'signin' ? 'signup' : 'signin')}
          >
            {mode === 'signin' ? 'Sign up' : 'Sign in'}
          </button>
        </p>
      </div>
    </div>
  );
}
