import { Link } from "../../routing";
import { Mail, MapPin, Phone, ShieldCheck } from "../ui/icons";
import { Logo } from "./Logo";
import { FOOTER_LEGAL, PUBLIC_NAV } from "./nav-links";
import { supportContact, telHref } from "./support-contact";

/** Spec section 2's footer: legal and help links, the operator's contact details (runtime config), © 2024. */
export function SiteFooter() {
  const contact = supportContact();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="footer-brand">
          <Logo inverse />
          <p>Healthcare language, human understanding. Patient-friendly summaries of medical documents and visits.</p>
          <p className="footer-trust">
            <ShieldCheck /> Built on HIPAA-eligible AWS services
          </p>
        </div>
        <nav className="footer-col" aria-label="Product">
          <h2>Product</h2>
          <ul>
            {PUBLIC_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
        <nav className="footer-col" aria-label="Legal and help">
          <h2>Legal &amp; help</h2>
          <ul>
            {FOOTER_LEGAL.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="footer-col">
          <h2>Contact</h2>
          <ul className="footer-contact">
            <li>
              <Mail />
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            <li>
              <Phone />
              <a href={telHref(contact.phone)}>{contact.phone}</a>
            </li>
            <li>
              <MapPin />
              <span>{contact.city}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="site-footer-bottom">
        <p>© 2024 ClearNote Health. All rights reserved.</p>
        <p>ClearNote supports clinicians; it does not give medical advice.</p>
      </div>
    </footer>
  );
}
