import type { ReactNode, SVGProps } from "react";

/**
 * The app's icon set: 24-unit line icons drawn for ClearNote (stroke 2, round joins), one component per icon so a
 * page bundles only the icons it uses. The names follow lucide-react's, so moving to that package (decision in
 * docs/decisions.md) is a change to this file's imports only. Icons are decorative (aria-hidden) unless a title
 * is given, in which case they are an image with that name.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { size?: number | string; title?: string };

function Svg({ size, title, className, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative icons are aria-hidden; a given title becomes the <title>
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      width={size}
      height={size}
      className={className ? `icon ${className}` : "icon"}
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      focusable="false"
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

export const Menu = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 6h16" />
    <path d="M4 12h16" />
    <path d="M4 18h16" />
  </Svg>
);
export const X = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 6l12 12" />
    <path d="M18 6L6 18" />
  </Svg>
);
export const ChevronDown = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 9l6 6 6-6" />
  </Svg>
);
export const ArrowRight = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 12h14" />
    <path d="M13 6l6 6-6 6" />
  </Svg>
);
export const Check = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 12.5l4.5 4.5L19 7" />
  </Svg>
);
export const CircleCheck = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8.5 12.5l2.5 2.5 4.5-5" />
  </Svg>
);
export const ShieldCheck = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 3l7 3v5.5c0 4.6-3 8-7 9.5-4-1.5-7-4.9-7-9.5V6z" />
    <path d="M9 12l2 2 4-4" />
  </Svg>
);
export const Lock = (props: IconProps) => (
  <Svg {...props}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7.5a4 4 0 0 1 8 0V11" />
  </Svg>
);
export const Upload = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 15V4" />
    <path d="M7.5 8.5L12 4l4.5 4.5" />
    <path d="M4 15v3a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3v-3" />
  </Svg>
);
export const FileText = (props: IconProps) => (
  <Svg {...props}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5" />
    <path d="M9 13h6" />
    <path d="M9 17h6" />
  </Svg>
);
export const Sparkles = (props: IconProps) => (
  <Svg {...props}>
    <path d="M10 3l1.7 4.8L16.5 9.5l-4.8 1.7L10 16l-1.7-4.8L3.5 9.5l4.8-1.7z" />
    <path d="M18 14v6" />
    <path d="M15 17h6" />
  </Svg>
);
export const Mail = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 7l8.5 6 8.5-6" />
  </Svg>
);
export const Phone = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 3.5h3l1.6 4.5-2.2 1.4a11 11 0 0 0 6.2 6.2l1.4-2.2 4.5 1.6v3a2 2 0 0 1-2.2 2A17 17 0 0 1 4 5.7a2 2 0 0 1 2-2.2z" />
  </Svg>
);
export const MapPin = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 21s-7-6-7-11.5a7 7 0 0 1 14 0C19 15 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Svg>
);
export const Clock = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3.5 2" />
  </Svg>
);
export const Heart = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 20s-7.5-4.6-9-9.6A4.8 4.8 0 0 1 12 7a4.8 4.8 0 0 1 9 3.4C19.5 15.4 12 20 12 20z" />
  </Svg>
);
export const Activity = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 12h4l3-7 4 14 3-7h4" />
  </Svg>
);
export const Users = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8" />
    <path d="M18.5 14.5A6.5 6.5 0 0 1 21.5 20" />
  </Svg>
);
export const Star = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  </Svg>
);
export const Mic = (props: IconProps) => (
  <Svg {...props}>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5.5 11a6.5 6.5 0 0 0 13 0" />
    <path d="M12 17.5V21" />
  </Svg>
);
export const MessageSquare = (props: IconProps) => (
  <Svg {...props}>
    <path d="M20 15a2 2 0 0 1-2 2H8l-4 3.5V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2z" />
  </Svg>
);
export const Globe = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18" />
    <path d="M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z" />
  </Svg>
);
export const Trash = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 7h16" />
    <path d="M6.5 7l.9 12.2A2 2 0 0 0 9.4 21h5.2a2 2 0 0 0 2-1.8L17.5 7" />
    <path d="M9.5 7V4.5h5V7" />
  </Svg>
);
export const Database = (props: IconProps) => (
  <Svg {...props}>
    <ellipse cx="12" cy="5.5" rx="7.5" ry="2.5" />
    <path d="M4.5 5.5v13c0 1.4 3.4 2.5 7.5 2.5s7.5-1.1 7.5-2.5v-13" />
    <path d="M4.5 12c0 1.4 3.4 2.5 7.5 2.5s7.5-1.1 7.5-2.5" />
  </Svg>
);
export const CircleHelp = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.6 9.3a2.5 2.5 0 0 1 4.8.9c0 1.7-2.4 2.2-2.4 3.8" />
    <path d="M12 17.2h.01" />
  </Svg>
);
export const Building = (props: IconProps) => (
  <Svg {...props}>
    <rect x="5" y="3" width="14" height="18" rx="1.5" />
    <path d="M9 7h.01M12 7h.01M15 7h.01M9 11h.01M12 11h.01M15 11h.01M9 15h.01M15 15h.01" />
    <path d="M11 21v-4h2v4" />
  </Svg>
);
export const Zap = (props: IconProps) => (
  <Svg {...props}>
    <path d="M13 2.5L4.5 13.5H12l-1 8 8.5-11H12z" />
  </Svg>
);
export const LogOut = (props: IconProps) => (
  <Svg {...props}>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
    <path d="M9 8l-4 4 4 4" />
    <path d="M5 12h10" />
  </Svg>
);
export const LayoutDashboard = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3.5" y="3.5" width="7" height="9" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
    <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
    <rect x="3.5" y="15.5" width="7" height="5" rx="1.5" />
  </Svg>
);
export const Settings = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 7h9" />
    <path d="M17 7h3" />
    <circle cx="15" cy="7" r="2" />
    <path d="M4 17h3" />
    <path d="M11 17h9" />
    <circle cx="9" cy="17" r="2" />
  </Svg>
);
export const Link = (props: IconProps) => (
  <Svg {...props}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Svg>
);
export const Award = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="9" r="6" />
    <path d="M8.6 14l-1.6 7.5 5-2.8 5 2.8-1.6-7.5" />
  </Svg>
);
export const ClipboardList = (props: IconProps) => (
  <Svg {...props}>
    <rect x="5" y="4.5" width="14" height="16.5" rx="2" />
    <path d="M9 3h6v3H9z" />
    <path d="M9 11h6" />
    <path d="M9 15h4" />
  </Svg>
);
export const Smartphone = (props: IconProps) => (
  <Svg {...props}>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M11 18.5h2" />
  </Svg>
);
export const Key = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="8" cy="15" r="4.5" />
    <path d="M11.2 11.8L20 3" />
    <path d="M16.5 6.5l3 3" />
  </Svg>
);
export const Server = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3.5" y="4" width="17" height="7" rx="1.5" />
    <rect x="3.5" y="13" width="17" height="7" rx="1.5" />
    <path d="M7.5 7.5h.01M7.5 16.5h.01" />
  </Svg>
);
export const Eye = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
);
export const BookOpen = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 6.5C10.5 5 8 4.5 3.5 4.5v14c4.5 0 7 .5 8.5 2 1.5-1.5 4-2 8.5-2v-14c-4.5 0-7 .5-8.5 2z" />
    <path d="M12 6.5v14" />
  </Svg>
);
export const Handshake = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2.5 11.5l4-4.5 3 1 3-2 4 1 5 4.5" />
    <path d="M6.5 14.5l3 3a1.5 1.5 0 0 0 2.1 0l5.4-5.4" />
    <path d="M9 12l2.5 2.5" />
  </Svg>
);
export const Stethoscope = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 3.5H5a1 1 0 0 0-1 1V9a5 5 0 0 0 10 0V4.5a1 1 0 0 0-1-1h-1" />
    <path d="M9 14v1.5a5 5 0 0 0 10 0V13" />
    <circle cx="19" cy="11" r="2" />
  </Svg>
);
export const Send = (props: IconProps) => (
  <Svg {...props}>
    <path d="M21 3L10.5 13.5" />
    <path d="M21 3l-6.5 18-4-7.5L3 9.5z" />
  </Svg>
);
export const CreditCard = (props: IconProps) => (
  <Svg {...props}>
    <rect x="2.5" y="5" width="19" height="14" rx="2" />
    <path d="M2.5 10h19" />
    <path d="M6.5 15h3" />
  </Svg>
);
export const UserPlus = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M19 8v6" />
    <path d="M16 11h6" />
  </Svg>
);
