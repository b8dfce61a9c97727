import { Navigate, useParams } from 'react-router';

/** Sends an old URL on to its new place, keeping the route's `:id` (e.g. `/users/edit/:id` → edit path). */
export function RedirectWithId({ to }: { to: (id: string) => string }) {
  const { id = '' } = useParams();
  return <Navigate to={to(id)} replace />;
}
