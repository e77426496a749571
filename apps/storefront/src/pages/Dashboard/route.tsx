import type { ApiClient } from '@bazaar/api-client';
import { Outlet } from 'react-router-dom';

/** Placeholder until the dashboard frame (guard and side menu) is built: its pages as they are. */
export function route(_client: ApiClient) {
  return { Component: Outlet };
}
