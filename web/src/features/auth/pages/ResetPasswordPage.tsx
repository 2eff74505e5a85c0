import { PageLoader } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/errors';
import { showToast } from '@web/lib/toast';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useValidateResetToken } from '../api/validate-reset-token';
import { ResetPasswordDone, ResetPasswordForm } from '../components/ResetPasswordForm';

/** Learner spec §2: validating → form (or back to /forgot-password) → complete. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const validity = useValidateResetToken(token);
  const [done, setDone] = useState(false);
  const invalid = !token || validity.isError || (validity.isSuccess && !validity.data.valid);

  useEffect(() => {
    if (!invalid || done) return;
    showToast({
      title: 'Invalid Reset Link',
      description: validity.error
        ? errorText(validity.error, 'This password reset link is invalid or has expired.')
        : 'This password reset link is invalid or has expired.',
      variant: 'destructive',
    });
    navigate('/forgot-password', { replace: true });
  }, [invalid, done, validity.error, navigate]);

  if (done) return <ResetPasswordDone />;
  if (invalid || validity.isPending) return <PageLoader label="Validating reset link..." />;
  return <ResetPasswordForm token={token} email={validity.data.email} onDone={() => setDone(true)} />;
}
