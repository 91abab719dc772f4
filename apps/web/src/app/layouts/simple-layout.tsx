import { Outlet } from 'react-router';

/** Spec section 2: no header, sidebar, overlay or footer. */
export function SimpleLayout() {
  return (
    <main className="app-simple min-vh-100" id="main-content">
      <Outlet />
    </main>
  );
}
