import { useState } from 'react';
import { Container } from 'react-bootstrap';
import { Outlet } from 'react-router';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner.tsx';
import { DemoPreparationBanner } from '../../features/demo/components/demo-preparation-banner.tsx';
import { InvitationsNotice } from '../../features/invitations/components/invitations-notice.tsx';
import { DeletionProgressNotice } from '../../features/organisations/components/deletion-progress-notice.tsx';
import { displaySettings } from '../../lib/display-settings.ts';
import { useLocalStore } from '../../lib/local-store.ts';
import { Footer } from './footer.tsx';
import { Header } from './header/header.tsx';
import { SideOverlay } from './side-overlay.tsx';
import { Sidebar } from './sidebar/sidebar.tsx';

/**
 * The standard and full layouts of spec section 2: header, sidebar, side overlay and footer, with
 * narrow (container) or full-width (container-fluid) content.
 */
export function StandardLayout({ fluid = false }: { fluid?: boolean }) {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);
  // The mini sidebar narrows the sidebar and the main column's margin together (CSS, desktop only).
  const mini = useLocalStore(displaySettings).sidebar.mini;

  return (
    <div className={`app-shell ${mini ? 'app-shell-mini' : ''}`}>
      <Sidebar show={sidebarOpen} onHide={() => setSidebarOpen(false)} />
      <div className="app-main d-flex flex-column min-vh-100">
        <Header onOpenSidebar={() => setSidebarOpen(true)} onOpenSettings={() => setOverlayOpen(true)} />
        <main className="flex-grow-1 py-4" id="main-content">
          <Container fluid={fluid}>
            <VerifyEmailBanner />
            <DemoPreparationBanner />
            <InvitationsNotice />
            <DeletionProgressNotice />
            <Outlet />
          </Container>
        </main>
        <Footer />
      </div>
      <SideOverlay show={overlayOpen} onHide={() => setOverlayOpen(false)} />
    </div>
  );
}
