import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoading } from '../layout/page-loading.tsx';
import { useSession } from './session.tsx';

/** Spec 2.1: protected routes send a visitor without a session to /login. */
export const Protected = ({ children }: { children: ReactNode }) => {
  const { session } = useSession();
  if (session.status === 'checking') return <PageLoading />;
  if (session.status === 'signed-out') return <Navigate to="/login" replace />;
  return children;
};
