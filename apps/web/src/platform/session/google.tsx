import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Loader, Stack } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { api } from '../api/client';
import { describeError } from '../ui/notify';
import { AuthLayout } from './AuthLayout';
import { HOME_PATH } from './Guard';
import { loginWithGoogle } from './login';
import { GOOGLE_STATE_KEY as STATE_KEY, googleReturnUri as returnUri, startGoogleSignIn } from './google-start';

interface GoogleSignIn {
  enabled: boolean;
  clientId?: string;
  authorizationEndpoint?: string;
}

/** "Entrar com o Google" on the login page, only when the server has Google sign-in configured. */
export function GoogleSignInButton() {
  const { t } = useTranslation();
  const config = useQuery({
    queryKey: ['oauth', 'google'],
    queryFn: ({ signal }) => api.get<GoogleSignIn>('/oauth/google', { signal }),
    meta: { silent: true },
    retry: false,
    staleTime: Infinity,
  });
  const c = config.data;
  if (!c?.enabled || !c.authorizationEndpoint || !c.clientId) return null;
  return (
    <Button
      variant="default"
      fullWidth
      leftSection={<IconBrandGoogle size={18} />}
      onClick={() => startGoogleSignIn(c.authorizationEndpoint!, c.clientId!)}
    >
      {t('login.google')}
    </Button>
  );
}

/** /oauth/google/return: the provider sends the browser back here with a code; the API signs the user in. */
export function GoogleReturnPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const saved = JSON.parse(window.sessionStorage.getItem(STATE_KEY) ?? 'null') as { state: string; nonce: string } | null;
    window.sessionStorage.removeItem(STATE_KEY);
    const code = params.get('code');
    if (!code || !saved || saved.state !== params.get('state')) {
      setError(t('login.googleFailed'));
      return;
    }
    loginWithGoogle(code, returnUri(), saved.nonce).then(
      () => setDone(true),
      (e: unknown) => setError(describeError(e)),
    );
  }, [params, t]);
  if (done) return <Navigate to={HOME_PATH} replace />;
  return (
    <AuthLayout title={t('login.googleTitle')}>
      <Stack align="center">
        {error ? (
          <>
            <Alert color="red" role="alert" w="100%">
              {error}
            </Alert>
            <Anchor component={Link} to="/">
              {t('login.backToLogin')}
            </Anchor>
          </>
        ) : (
          <Loader />
        )}
      </Stack>
    </AuthLayout>
  );
}
