import { useCallback, useRef, useState } from "react";
import { useAuth } from "../../hooks/useAuth";
import { Link, NavLink, useNavigate } from "../../routing";
import { ButtonLink } from "../ui/Button";
import { LayoutDashboard, LogOut, Mail, Menu, Settings, X } from "../ui/icons";
import { Logo } from "./Logo";
import { PUBLIC_NAV } from "./nav-links";
import { UserMenu } from "./UserMenu";
import { useDismiss } from "./use-dismiss";

const MOBILE_MENU_ID = "site-mobile-menu";

/**
 * Spec section 2's header. Below md the links move into a disclosure menu: a labelled button with aria-expanded
 * and aria-controls, closed by navigation and Escape.
 */
export function SiteHeader() {
  const { user, loading, signOut } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useRef<HTMLButtonElement>(null);
  useDismiss(open, close, toggle);

  const handleSignOut = async () => {
    await signOut();
    navigate("/");
  };

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link
          to={user ? "/dashboard" : "/"}
          className="site-logo"
          aria-label={user ? "ClearNote, go to your dashboard" : "ClearNote home"}
        >
          <Logo />
        </Link>

        <nav className="site-nav" aria-label="Main">
          <ul>
            {PUBLIC_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="site-nav-link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="site-actions" data-loading={loading || undefined}>
          {loading ? null : user ? (
            <>
              <NavLink to="/dashboard" end className="site-nav-link">
                Dashboard
              </NavLink>
              <ButtonLink to="/contact" variant="primary" size="sm">
                Contact us
              </ButtonLink>
              <UserMenu email={user.email} onSignOut={handleSignOut} />
            </>
          ) : (
            <ButtonLink to="/login" variant="primary" size="sm">
              Log In
            </ButtonLink>
          )}
        </div>

        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X /> : <Menu />}
          <span>Menu</span>
        </button>
      </div>

      <div id={MOBILE_MENU_ID} className="mobile-menu" hidden={!open}>
        <nav aria-label="Main menu">
          <ul>
            {PUBLIC_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="mobile-menu-link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {loading ? null : user ? (
          <div className="mobile-menu-account">
            <p className="mobile-menu-email">
              <span className="user-menu-label">Signed in as</span> {user.email}
            </p>
            <ul>
              <li>
                <NavLink to="/dashboard" end className="mobile-menu-link">
                  <LayoutDashboard /> Dashboard
                </NavLink>
              </li>
              <li>
                <NavLink to="/dashboard/settings" className="mobile-menu-link">
                  <Settings /> Settings
                </NavLink>
              </li>
              <li>
                <NavLink to="/contact" className="mobile-menu-link">
                  <Mail /> Contact us
                </NavLink>
              </li>
              <li>
                <button type="button" className="mobile-menu-link" onClick={handleSignOut}>
                  <LogOut /> Sign Out
                </button>
              </li>
            </ul>
          </div>
        ) : (
          <div className="mobile-menu-account">
            <ButtonLink to="/login" variant="primary" block>
              Log In
            </ButtonLink>
          </div>
        )}
      </div>
    </header>
  );
}
