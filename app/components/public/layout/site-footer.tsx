import { MapPin, Navigation, Phone } from "lucide-react";
import { Link } from "react-router";
import { COPYRIGHT_YEAR, OFFICE, SITE_NAME } from "../../../../domain/public-site";
import { footerLinks } from "./nav-items";
import { NewsletterForm } from "./newsletter-form";
import { LogoMark } from "./site-logo";

const directionsUrl = `https://www.openstreetmap.org/directions?to=${OFFICE.latitude}%2C${OFFICE.longitude}#map=16/${OFFICE.latitude}/${OFFICE.longitude}`;

/** The footer: address, phone, map directions, site links, the newsletter signup and the copyright. */
export function SiteFooter() {
  return (
    <footer className="relative bg-ink-950 text-ink-300">
      {/* The bottom padding is the lane the scroll button rests in above the last row (scroll-button.tsx). */}
      <div className="page-container grid grid-cols-1 gap-12 pt-16 pb-20 md:grid-cols-2 md:pb-24 lg:grid-cols-[1.3fr_0.8fr_1.3fr]">
        <div>
          <Link to="/" className="inline-flex items-center gap-3 rounded-lg">
            <LogoMark className="size-10" />
            <span className="font-bold font-display text-lg text-white">{SITE_NAME}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            A Lahore software and digital agency, part of a Netherlands-based cleaning service group and its wider
            enterprise family.
          </p>
          <address className="mt-6 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
              <span>
                {OFFICE.streetAddress}, {OFFICE.locality} {OFFICE.postalCode}, {OFFICE.country}
              </span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
              <a href={`tel:${OFFICE.phone.replaceAll(" ", "")}`} className="hover:text-white">
                {OFFICE.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <Navigation aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
              <a href={directionsUrl} target="_blank" rel="noopener noreferrer" className="hover:text-white">
                Get directions to our office
              </a>
            </p>
          </address>
        </div>
        <nav aria-label="Footer">
          <p className="font-display font-semibold text-white">Explore</p>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2.5 text-sm lg:grid-cols-1">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="md:col-span-2 lg:col-span-1">
          <h2 className="font-display font-semibold text-white">Subscribe to our newsletter</h2>
          <p className="mt-2 text-sm leading-relaxed">
            Product launches, case studies and practical advice on growing your business with technology. No spam.
          </p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-white/10 border-t" data-scroll-button-floor="">
        <div className="page-container flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved.
          </p>
          <Link to="/privacy" className="rounded hover:text-white">
            Privacy Policy
          </Link>
        </div>
      </div>
    </footer>
  );
}
