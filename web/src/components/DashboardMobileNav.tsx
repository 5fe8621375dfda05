import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "../routing";
import { Logo } from "./public/Logo";
import { DashboardNavLinks, SidebarUser } from "./Sidebar";
import { Menu, X } from "./ui/icons";

/**
 * Below md: a top bar with the logo and a labelled Menu button that opens the navigation as a drawer. The drawer is
 * a modal <dialog> (showModal): the browser keeps focus inside it and makes the page behind inert, Escape closes it
 * and focus returns to the Menu button (decision 213). Choosing a destination closes it too, as does a tap outside.
 */
export function DashboardMobileNav({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is exactly what closes it
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    const drawer = dialog.current;
    if (!drawer) return;
    if (open && !drawer.open) drawer.showModal();
    if (!open && drawer.open) drawer.close();
  }, [open]);

  return (
    <header className="dash-topbar">
      <Link to="/dashboard" className="dash-topbar-logo">
        <Logo />
      </Link>
      <button
        ref={opener}
        type="button"
        className="btn btn-secondary btn-sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Menu /> Menu
      </button>
      <dialog
        ref={dialog}
        className="dash-drawer"
        aria-labelledby="dash-drawer-title"
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === dialog.current) setOpen(false);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") setOpen(false);
        }}
      >
        <div className="dash-drawer-head">
          <h2 id="dash-drawer-title" className="dash-drawer-title">
            Menu
          </h2>
          <button type="button" className="icon-button" aria-label="Close menu" onClick={() => setOpen(false)}>
            <X />
          </button>
        </div>
        <nav aria-label="Dashboard">
          <DashboardNavLinks />
        </nav>
        <SidebarUser email={email} onSignOut={onSignOut} />
      </dialog>
    </header>
  );
}
