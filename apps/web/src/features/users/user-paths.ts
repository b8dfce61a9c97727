/** The users area's paths (see users-page.tsx). */
export const USERS_PATH = '/users';
export const NEW_USER_PATH = '/users/new';
export const userDetailPath = (id: string): string => `/users/detail/${encodeURIComponent(id)}`;
export const userEditPath = (id: string): string => `/users/edit/${encodeURIComponent(id)}`;
