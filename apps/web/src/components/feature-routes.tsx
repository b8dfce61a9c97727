import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { FeaturePaths } from '../lib/paths.ts';

interface FeatureRoutesProps {
  /** The area's paths (lib/paths.ts); the routes are relative to `${paths.list}/*`. */
  paths: FeaturePaths;
  list: ReactNode;
  /** Left out when the detail page also creates (its id `new`). */
  create?: ReactNode;
  detail: ReactNode;
  /** Left out when the detail page is also the form. */
  edit?: ReactNode;
  /** More <Route>s, e.g. earlier addresses that lead to the new ones. */
  children?: ReactNode;
}

/** An area's list / create / detail / edit routes in the one URL scheme; anything else goes to the list. */
export function FeatureRoutes({ paths, list, create, detail, edit, children }: FeatureRoutesProps) {
  return (
    <Routes>
      <Route index element={list} />
      {create ? <Route path={paths.routes.create} element={create} /> : null}
      <Route path={paths.routes.detail} element={detail} />
      {edit ? <Route path={paths.routes.edit} element={edit} /> : null}
      {children}
      <Route path="*" element={<Navigate to={paths.list} replace />} />
    </Routes>
  );
}
