import { useCallback, useId, useRef, useState } from "react";
import { Link } from "../../routing";
import { LayoutDashboard, LogOut, Settings } from "../ui/icons";
import { useDismiss } from "./use-dismiss";

export const initialsOf = (email: string) => (email.trim()[0] ?? "?").toUpperCase();

/** The signed-in header's avatar: a disclosure with the email, Dashboard, Settings and Sign Out. */
export function UserMenu({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const button = useRef<HTMLButtonElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useDismiss(open, close, button, area);

  return (
    <div className="user-menu" ref={area}>
      <button
        ref={button}
        type="button"
        className="avatar-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="avatar" aria-hidden="true">
          {initialsOf(email)}
        </span>
        <span className="visually-hidden">Account menu for {email}</span>
      </button>
      <div id={panelId} className="user-menu-panel" hidden={!open}>
        <p className="user-menu-email">
          <span className="user-menu-label">Signed in as</span>
          <span className="user-menu-address">{email}</span>
        </p>
        <ul>
          <li>
            <Link to="/dashboard" className="user-menu-item">
              <LayoutDashboard /> Dashboard
            </Link>
          </li>
          <li>
            <Link to="/dashboard/settings" className="user-menu-item">
              <Settings /> Settings
            </Link>
          </li>
          <li>
            <button type="button" className="user-menu-item" onClick={onSignOut}>
              <LogOut /> Sign Out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
